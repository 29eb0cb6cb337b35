import { validateTrainingLogForm } from './training-validation';
import { emptyTrainingLogForm } from './use-training-log-form';

describe('validateTrainingLogForm (spec §2.9)', () => {
  const form = emptyTrainingLogForm('2026-11-19');

  it('asks for a training type before anything else', () => {
    expect(validateTrainingLogForm(form)).toEqual({
      ok: false,
      toast: { title: 'Please select a training type', message: '', tone: 'error' },
    });
  });

  it('returns the create request for a complete form', () => {
    expect(validateTrainingLogForm({ ...form, type: 'game', notes: 'Two assists' })).toEqual({
      ok: true,
      request: { date: '2026-11-19', type: 'game', wellnessRating: 3, notes: 'Two assists' },
    });
  });

  it("reports the contract's message for another problem", () => {
    const result = validateTrainingLogForm({ ...form, type: 'game', date: '2026-02-30' });
    expect(result).toMatchObject({ ok: false, toast: { title: 'Error', tone: 'error' } });
  });
});
