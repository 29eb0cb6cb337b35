import {
  EMPTY_OWN_PROFILE_FORM,
  ownProfileFormValues,
  ownProfilePayload,
  validateOwnProfileForm,
} from './own-profile-form';

describe('own profile form values', () => {
  it('sends trimmed text, numbers as numbers, and leaves empty values out', () => {
    expect(
      ownProfilePayload({ ...EMPTY_OWN_PROFILE_FORM, age: ' 15 ', team: ' U16 Blue ', club: '   ', jerseyNumber: '7' }),
    ).toEqual({ age: 15, team: 'U16 Blue', jerseyNumber: 7 });
    expect(ownProfilePayload(EMPTY_OWN_PROFILE_FORM)).toEqual({});
  });

  it("sends the parent's own fields and leaves the composed contact line to the server", () => {
    expect(
      ownProfilePayload({
        ...EMPTY_OWN_PROFILE_FORM,
        parentName: ' Maria Striker ',
        parentEmail: 'maria@home.test',
        parentContactInfo: 'Maria Striker, maria@home.test',
      }),
    ).toEqual({ parentName: 'Maria Striker', parentEmail: 'maria@home.test' });
    expect(ownProfilePayload({ ...EMPTY_OWN_PROFILE_FORM, parentContactInfo: 'Maria, 555' })).toEqual({
      parentContactInfo: 'Maria, 555',
    });
  });

  it('keeps a non-numeric age as text so the schema names it', () => {
    expect(ownProfilePayload({ ...EMPTY_OWN_PROFILE_FORM, age: '12.5' })).toEqual({ age: '12.5' });
  });

  it('fills the form from the saved profile', () => {
    expect(
      ownProfileFormValues({
        id: 'x',
        age: 15,
        team: 'U16',
        club: null,
        position: 'Winger',
        jerseyNumber: 7,
        parentContactInfo: null,
        parentName: null,
        parentEmail: null,
        parentPhone: null,
      }),
    ).toEqual({
      age: '15',
      team: 'U16',
      club: '',
      position: 'Winger',
      jerseyNumber: '7',
      parentContactInfo: '',
      parentName: '',
      parentEmail: '',
      parentPhone: '',
    });
    expect(ownProfileFormValues(undefined)).toEqual(EMPTY_OWN_PROFILE_FORM);
  });
});

describe('own profile form check', () => {
  it('says a jersey number of 100 in words under the field, and sends nothing', () => {
    expect(validateOwnProfileForm({ ...EMPTY_OWN_PROFILE_FORM, jerseyNumber: '100' })).toEqual({
      ok: false,
      toast: { title: 'Error', message: 'Jersey number must be between 1 and 99', tone: 'error' },
      fieldErrors: { jerseyNumber: 'Jersey number must be between 1 and 99' },
    });
  });

  it('sends the payload with empty values left out', () => {
    expect(validateOwnProfileForm({ ...EMPTY_OWN_PROFILE_FORM, team: ' U16 ', jerseyNumber: '9' })).toEqual({
      ok: true,
      request: { team: 'U16', jerseyNumber: 9 },
    });
  });
});
