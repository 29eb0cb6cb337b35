import { waitingMessage } from './ConsentNotice';

describe("a minor's upload waiting for their guardian", () => {
  it('says the guardian was e-mailed when one could be', () => {
    expect(waitingMessage({ guardiansOnFile: 2, guardiansEmailed: 1 })).toMatchObject({
      text: expect.stringContaining('Your parent or guardian needs to allow video storage; we have e-mailed them.'),
      addGuardian: false,
    });
  });

  it('says how to add one when nobody could be reached', () => {
    expect(waitingMessage({ guardiansOnFile: 0, guardiansEmailed: 0 })).toMatchObject({
      text: expect.stringContaining('Profile, under Parents & Guardians'),
      addGuardian: true,
    });
    expect(waitingMessage({ guardiansOnFile: 1, guardiansEmailed: 0 }).text).toContain('no e-mail address');
  });
});
