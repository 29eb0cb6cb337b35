import { type Algorithm, hash, verify } from '@node-rs/argon2';

/** `Algorithm.Argon2id`: a const enum, so it has no runtime object to import. */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's minimum profile: t=2, m=19 MiB, p=1. */
export const ARGON2_OPTIONS = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19 * 1024, parallelism: 1 } as const;

export class PasswordHasher {
  /**
   * Verified when an e-mail is unknown, so a miss costs as much time as a wrong password. Made up
   * front: computing it on the first miss would make that one miss slower, and tell.
   */
  private readonly decoyHash = this.hash('decoy-password-for-unknown-accounts');

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      return false;
    }
  }

  /** Burns the same work as a real verification and always fails. */
  async verifyDecoy(password: string): Promise<false> {
    await this.verify(await this.decoyHash, password);
    return false;
  }
}
