import { trainingLogOfRecord } from '@portal/contracts';
import { trainingLogOfRow } from './training-log.rules';

describe('a training log from its list row', () => {
  const row = {
    id: '6f1c2d3e-4b5a-4c6d-8e7f-9a0b1c2d3e4f',
    date: '2026-11-15',
    type: 'Individual',
    wellnessRating: 4,
    notes: 'felt quick',
    minutes: 45,
    created_at_exact: '2026-11-15T18:00:00.123999Z',
  };

  it('is the log the record gives, createdAt cut (not rounded) to the millisecond', () => {
    const playerId = '0d1e2f3a-4b5c-4d6e-8f70-8192a3b4c5d6';
    expect(trainingLogOfRow(playerId, row)).toEqual(
      trainingLogOfRecord({
        ...row,
        playerId,
        dayOfWeek: 'Sunday',
        category: 'Individual',
        rpe: null,
        createdAt: '2026-11-15T18:00:00.123Z',
      }),
    );
  });

  it('reads a session type Training does not name as other', () => {
    expect(trainingLogOfRow('p', { ...row, type: 'Gym' }).type).toBe('other');
  });
});
