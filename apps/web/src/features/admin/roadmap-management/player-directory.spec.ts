import { playerOptionLabel } from './player-directory';

describe('playerOptionLabel', () => {
  it('adds the e-mail, so two players of one name differ in a picker', () => {
    expect(playerOptionLabel({ name: 'Ada Okafor', email: 'ada.okafor.2@club.test' })).toBe(
      'Ada Okafor (ada.okafor.2@club.test)',
    );
  });

  it('shows the name alone for a record without an account', () => {
    expect(playerOptionLabel({ name: 'Sam Record', email: null })).toBe('Sam Record');
  });
});
