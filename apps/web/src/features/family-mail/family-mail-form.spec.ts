import { validateFamilyMailChoice } from './family-mail-form';

describe('the family mail form', () => {
  it('accepts each of the three choices', () => {
    for (const choice of ['every', 'weekly', 'reports'])
      expect(validateFamilyMailChoice(choice)).toEqual({ ok: true, request: { familyMails: choice } });
  });

  it("says in a parent's words what is missing or wrong", () => {
    expect(validateFamilyMailChoice(null)).toEqual({
      ok: false,
      toast: {
        title: 'Choice not saved',
        message: 'Choose one of: every update, a weekly summary, or reports only',
        tone: 'error',
      },
      fieldErrors: { familyMails: 'Choose one of: every update, a weekly summary, or reports only' },
    });
    expect(validateFamilyMailChoice('sometimes')).toMatchObject({ ok: false });
  });
});
