import { PLAYER_CONTACT_NAME_MAX, playerContactOf, playerContactSchema } from './player-contact';

describe('playerContactOf', () => {
  it("names the player by their account's first and last name, and addresses the account", () => {
    expect(
      playerContactOf({ firstName: 'Rita', lastName: 'Roadmap', fullName: 'R. Roadmap', email: 'rita@example.com' }),
    ).toEqual({ name: 'Rita Roadmap', email: 'rita@example.com' });
  });

  it("falls back to the record's full name, then to 'Player'; no account means no address", () => {
    expect(playerContactOf({ firstName: ' ', lastName: null, fullName: ' Sam Smith ', email: null })).toEqual({
      name: 'Sam Smith',
      email: null,
    });
    expect(playerContactOf({ firstName: undefined, lastName: undefined, fullName: '', email: undefined })).toEqual({
      name: 'Player',
      email: null,
    });
  });

  it('keeps one name part when the other is missing, and cuts a long name to what an invite carries', () => {
    expect(playerContactOf({ firstName: 'Ana', lastName: null, fullName: null, email: null }).name).toBe('Ana');
    const long = playerContactOf({
      firstName: 'A'.repeat(150),
      lastName: 'B'.repeat(150),
      fullName: null,
      email: null,
    });
    expect(long.name).toHaveLength(PLAYER_CONTACT_NAME_MAX);
    expect(playerContactSchema.safeParse(long).success).toBe(true);
  });
});
