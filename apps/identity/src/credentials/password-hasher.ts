import * as argon2 from 'argon2';

/** argon2id with OWASP's minimum profile: t=2, m=19 MiB, p=1. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1 } as const;

export class PasswordHasher {
  /** Verified when an e-mail is unknown, so a miss costs as much time as a wrong password. */
  private decoyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Burns the same work as a real verification and always fails. */
  async verifyDecoy(password: string): Promise<false> {
    this.decoyHash ??= this.hash('decoy-password-for-unknown-accounts');
    await this.verify(await this.decoyHash, password);
    return false;
  }
}
