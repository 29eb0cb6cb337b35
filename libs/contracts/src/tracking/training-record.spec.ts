import { TRAINING_TYPES } from './training-log';
import {
  recordFieldsOfLog,
  sessionMinutesText,
  sessionTypeOfTrainingType,
  sessionWellnessText,
  trainingLogOfRecord,
  trainingTypeOfSessionType,
} from './training-record';
import { trainingSessionCsvCells } from './csv-export';
import type { TrainingSession } from './training-session';

const record = (fields: Partial<TrainingSession> = {}): TrainingSession => ({
  id: '6f1c1c4e-1b39-4a55-9e4c-7f6a1d1d2b01',
  playerId: '0a5d2f14-8f4c-4c36-8f0f-0d6f8e6f4d11',
  date: '2026-11-24',
  dayOfWeek: 'Tuesday',
  type: 'Gym',
  category: 'Recovery',
  minutes: 45,
  rpe: 7,
  notes: 'legs',
  wellnessRating: 4,
  createdAt: '2026-11-24T18:00:00.000Z',
  ...fields,
});

describe('one training record, two readings: type ↔ session type', () => {
  it('maps each training type to its session type and back', () => {
    expect(TRAINING_TYPES.map(sessionTypeOfTrainingType)).toEqual(['Team', 'Individual', 'Game', 'Other']);
    for (const type of TRAINING_TYPES) expect(trainingTypeOfSessionType(sessionTypeOfTrainingType(type))).toBe(type);
  });

  it('reads Recovery, Gym, Assignment and unknown session types as Other', () => {
    expect(['Recovery', 'Gym', 'Assignment', 'Yoga'].map(trainingTypeOfSessionType)).toEqual([
      'other',
      'other',
      'other',
      'other',
    ]);
  });
});

describe('recordFieldsOfLog', () => {
  it('turns a new Training entry into the session reading: weekday, type as category, duration and wellness', () => {
    expect(
      recordFieldsOfLog({
        date: '2026-11-24',
        type: 'team_training',
        wellnessRating: 4,
        notes: '  passing ',
        minutes: 60,
      }),
    ).toEqual({
      date: '2026-11-24',
      dayOfWeek: 'Tuesday',
      type: 'Team',
      category: 'Team',
      minutes: 60,
      wellnessRating: 4,
      notes: 'passing',
    });
  });

  it('leaves duration, rating and blank notes empty when not given', () => {
    expect(recordFieldsOfLog({ date: '2026-11-22', type: 'other', notes: '   ' })).toMatchObject({
      dayOfWeek: 'Sunday',
      type: 'Other',
      minutes: null,
      wellnessRating: null,
      notes: null,
    });
  });

  it('keeps a session type the Training reading cannot name when the edit keeps its type (Gym stays Gym)', () => {
    const edited = recordFieldsOfLog({ date: '2026-11-24', type: 'other', minutes: 30 }, record());
    expect(edited).toMatchObject({ type: 'Gym', category: 'Recovery', minutes: 30 });
  });

  it('changes the type on an edit that changes it; the category follows only when it matched the type', () => {
    expect(recordFieldsOfLog({ date: '2026-11-24', type: 'game' }, record())).toMatchObject({
      type: 'Game',
      category: 'Recovery',
    });
    expect(
      recordFieldsOfLog({ date: '2026-11-24', type: 'game' }, record({ type: 'Team', category: 'Team' })),
    ).toMatchObject({ type: 'Game', category: 'Game' });
  });
});

describe('trainingLogOfRecord', () => {
  it('reads the record as a Training entry with its rating and duration', () => {
    expect(trainingLogOfRecord(record({ type: 'Individual' }))).toEqual({
      id: record().id,
      playerId: record().playerId,
      date: '2026-11-24',
      type: 'individual_training',
      wellnessRating: 4,
      notes: 'legs',
      minutes: 45,
      createdAt: '2026-11-24T18:00:00.000Z',
    });
  });
});

describe('display of the session reading', () => {
  it('shows the wellness rating out of 5 with its label, nothing when unrated', () => {
    expect(sessionWellnessText(4)).toBe('😊 Good (4/5)');
    expect(sessionWellnessText(null)).toBeNull();
  });

  it('shows minutes, or says there is no duration', () => {
    expect(sessionMinutesText(45)).toBe('45 min');
    expect(sessionMinutesText(null)).toBe('no duration');
  });

  it('exports the wellness rating in the sessions CSV and no load without a duration', () => {
    expect(trainingSessionCsvCells(record())).toEqual([
      '2026-11-24',
      'Tuesday',
      'Gym',
      'Recovery',
      45,
      7,
      315,
      4,
      'legs',
      '2026-11-24T18:00:00.000Z',
    ]);
    expect(trainingSessionCsvCells(record({ minutes: null, rpe: null, wellnessRating: null }))[6]).toBeNull();
  });
});
