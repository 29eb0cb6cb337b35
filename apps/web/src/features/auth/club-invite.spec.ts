import { invitationTokenFromHash, inviteCodeFrom, inviteCodeRefusal, isDeadInvitation } from './club-invite';
import { hasInviteParameter, signedInInviteDestination } from './invite-link';

const TOKEN = 'A'.repeat(43);

describe('squad invite links', () => {
  it('reads a well-formed invite code from the address', () => {
    expect(inviteCodeFrom('?invite=Ab3-x9')).toBe('Ab3-x9');
    expect(inviteCodeFrom('?invite=%20Ab3%20')).toBe('Ab3');
    expect(inviteCodeFrom('?invite=bad%20code!')).toBeUndefined();
    expect(inviteCodeFrom('?invite=')).toBeUndefined();
    expect(inviteCodeFrom('')).toBeUndefined();
    expect(hasInviteParameter('?invite=')).toBe(true);
    expect(hasInviteParameter('?returnTo=/x')).toBe(false);
  });

  it('sends a signed-in visitor of an invite link to the join page, and nobody else', () => {
    expect(signedInInviteDestination('/signup', '?invite=Ab3')).toBe('/join?invite=Ab3');
    expect(signedInInviteDestination('/signup', '?invite=a%26b')).toBe('/join?invite=a%26b');
    expect(signedInInviteDestination('/signup', '')).toBeUndefined();
    expect(signedInInviteDestination('/login', '?invite=Ab3')).toBeUndefined();
  });

  it("shows the server's message for a refused code, and nothing for other failures", () => {
    const refused = {
      status: 400,
      message: '400',
      body: { message: 'This invite code is not valid', errors: [{ field: 'inviteCode' }] },
    };
    expect(inviteCodeRefusal(refused)).toBe('This invite code is not valid');
    const otherClub = { status: 404, message: '404', body: { message: 'This invite link belongs to another club' } };
    expect(inviteCodeRefusal(otherClub)).toBe('This invite link belongs to another club');
    expect(
      inviteCodeRefusal({ status: 400, message: '400', body: { message: 'x', errors: [{ field: 'email' }] } }),
    ).toBeUndefined();
    expect(inviteCodeRefusal({ status: 500, message: '500', body: null })).toBeUndefined();
  });
});

describe('staff invitation links', () => {
  it('reads the token from the fragment only when well formed', () => {
    expect(invitationTokenFromHash(`#token=${TOKEN}`)).toBe(TOKEN);
    expect(invitationTokenFromHash('#token=short')).toBeUndefined();
    expect(invitationTokenFromHash('')).toBeUndefined();
  });

  it('tells a dead link (400 token) from other refusals', () => {
    expect(isDeadInvitation({ status: 400, message: '400', body: { errors: [{ field: 'token' }] } })).toBe(true);
    expect(isDeadInvitation({ status: 400, message: '400', body: { errors: [{ field: 'password' }] } })).toBe(false);
    expect(isDeadInvitation({ status: 429, message: '429', body: null })).toBe(false);
  });
});
