import { PasswordHasher } from './password-hasher';

describe('password hashing', () => {
  const hasher = new PasswordHasher();

  it('uses argon2id with t=2, m=19 MiB, p=1', async () => {
    const hash = await hasher.hash('Kick-Off-2026!');
    const [, algorithm, , parameters] = hash.split('$');
    expect(algorithm).toBe('argon2id');
    expect(Object.fromEntries(parameters!.split(',').map((pair) => pair.split('=')))).toEqual({
      m: '19456',
      t: '2',
      p: '1',
    });
    expect(await hasher.verify(hash, 'Kick-Off-2026!')).toBe(true);
    expect(await hasher.verify(hash, 'kick-off-2026!')).toBe(false);
  });

  it('fails safely on a malformed hash and for unknown accounts', async () => {
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    expect(await hasher.verifyDecoy('anything')).toBe(false);
  });
});
