import { defaultSessionForm, defaultWellnessForm } from '@portal/contracts';
import { validateSessionForm, validateWellnessForm } from './progress-forms';
import { emptyWellnessForm } from './WellnessCheckInDialog';

describe('Progress dialogs as their contracts', () => {
  it('sends the session with the weekday of its day and the zone', () => {
    expect(validateSessionForm(defaultSessionForm('2026-11-24'), 'Europe/Madrid')).toEqual({
      ok: true,
      request: expect.objectContaining({ date: '2026-11-24', dayOfWeek: 'Tuesday', minutes: 30, rpe: 5 }),
    });
  });

  it('puts a missing duration under the Minutes field', () => {
    const result = validateSessionForm({ ...defaultSessionForm('2026-11-24'), minutes: '' }, 'UTC');
    expect(result).toMatchObject({
      ok: false,
      toast: { message: 'Minutes must be a whole number from 1 to 300' },
      fieldErrors: { minutes: expect.any(String) },
    });
  });

  it("sends today's check-in", () => {
    expect(validateWellnessForm(emptyWellnessForm(), '2026-11-24', 'UTC')).toMatchObject({
      ok: true,
      request: { energy: 3, date: '2026-11-24' },
    });
  });

  it('starts the check-in with soreness and mood unrated, and sends them only as rated', () => {
    expect(emptyWellnessForm()).toEqual({ ...defaultWellnessForm(), soreness: null, mood: null, comment: '' });
    expect(validateWellnessForm(emptyWellnessForm(), '2026-11-24', 'UTC')).toMatchObject({
      ok: true,
      request: { soreness: null, mood: null },
    });
    expect(validateWellnessForm({ ...emptyWellnessForm(), soreness: 2, mood: 5 }, '2026-11-24', 'UTC')).toMatchObject({
      ok: true,
      request: { energy: 3, soreness: 2, mood: 5 },
    });
  });
});
