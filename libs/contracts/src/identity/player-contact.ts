import { z } from 'zod';

/** The longest name a call's invite carries (the call's `playerName`). */
export const PLAYER_CONTACT_NAME_MAX = 200;

/**
 * The name and address a player is reached by for a mentorship call's invite and reminders: the
 * account's first and last name, else the record's full name, else 'Player'; the account's e-mail.
 */
export const playerContactSchema = z
  .object({ name: z.string().min(1).max(PLAYER_CONTACT_NAME_MAX), email: z.email().nullable() })
  .strict();
export type PlayerContact = z.infer<typeof playerContactSchema>;

export interface PlayerContactSource {
  firstName: string | null | undefined;
  lastName: string | null | undefined;
  fullName: string | null | undefined;
  email: string | null | undefined;
}

export function playerContactOf(source: PlayerContactSource): PlayerContact {
  const accountName = [source.firstName, source.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  const name = accountName || source.fullName?.trim() || 'Player';
  return { name: name.slice(0, PLAYER_CONTACT_NAME_MAX), email: source.email ?? null };
}
