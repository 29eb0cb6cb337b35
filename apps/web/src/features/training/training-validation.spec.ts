import { validateTrainingLogForm } from './training-validation';
import { emptyTrainingLogForm, trainingLogFormOf } from './use-training-log-form';

describe('validateTrainingLogForm (spec §2.9)', () => {
  const form = emptyTrainingLogForm('2026-11-19');

  it('asks for a training type before anything else, under the field too', () => {
    expect(validateTrainingLogForm(form)).toEqual({
      ok: false,
      toast: { title: 'Please select a training type', message: '', tone: 'error' },
      fieldErrors: { type: 'Please select a training type' },
    });
  });

  it('returns the create request for a complete form, without a duration left empty', () => {
    expect(validateTrainingLogForm({ ...form, type: 'game', notes: 'Two assists' })).toEqual({
      ok: true,
      request: { date: '2026-11-19', type: 'game', wellnessRating: 3, notes: 'Two assists' },
    });
  });

  it('sends the duration when given, and names it when out of range', () => {
    expect(validateTrainingLogForm({ ...form, type: 'game', minutes: 45 })).toMatchObject({
      ok: true,
      request: { minutes: 45 },
    });
    expect(validateTrainingLogForm({ ...form, type: 'game', minutes: 301 })).toMatchObject({
      ok: false,
      toast: { message: 'Minutes must be a whole number from 1 to 300' },
      fieldErrors: { minutes: expect.any(String) },
    });
  });

  it("reports the contract's message for another problem", () => {
    const result = validateTrainingLogForm({ ...form, type: 'game', date: '2026-02-30' });
    expect(result).toMatchObject({ ok: false, toast: { title: 'Error', tone: 'error' } });
  });

  it('starts an edit from the entry, an unknown type as Other and no rating as 3', () => {
    expect(
      trainingLogFormOf({
        id: 'x',
        playerId: 'y',
        date: '2026-11-18',
        type: 'yoga',
        wellnessRating: null,
        notes: null,
        minutes: null,
        createdAt: '2026-11-18T10:00:00.000Z',
      }),
    ).toEqual({ date: '2026-11-18', type: 'other', wellnessRating: 3, notes: '', minutes: '' });
  });
});
