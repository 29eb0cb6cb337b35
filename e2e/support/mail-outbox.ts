import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor, workspaceRoot } from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';

/** Where the reports worker writes mails as .eml files when no SMTP server is set (its default). */
const OUTBOX_DIR = join(workspaceRoot(), 'var', 'mail-outbox');

/** The first link matching `pattern` in a mail of `kind` (its file name's prefix) to `email`, once written. */
async function linkMailedTo(kind: string, email: string, pattern: RegExp, what: string): Promise<string> {
  let link: string | undefined;
  await waitFor(
    async () => {
      const files = (await readdir(OUTBOX_DIR).catch(() => [])).filter(
        (file) => file.startsWith(`${kind}-`) && file.endsWith('.eml'),
      );
      for (const file of files) {
        const mail = await simpleParser(await readFile(join(OUTBOX_DIR, file)));
        if (!JSON.stringify(mail.to ?? '').includes(email)) continue;
        link = pattern.exec(mail.text ?? '')?.[1];
        if (link) return true;
      }
      return false;
    },
    { what: `the ${what} mail to ${email}`, timeoutMs: 30_000 },
  );
  return link!;
}

/** The link in the newest password reset mail to `email`, once the worker has written it. */
export function resetLinkMailedTo(email: string): Promise<string> {
  return linkMailedTo(
    'password-reset',
    email,
    /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43})/,
    'password reset',
  );
}

/** The link in the staff invitation mail to `email` (`/accept-invitation#token=…`). */
export function invitationLinkMailedTo(email: string): Promise<string> {
  return linkMailedTo(
    'staff-invitation',
    email,
    /(https?:\/\/\S+\/accept-invitation#token=[A-Za-z0-9_-]{43})/,
    'staff invitation',
  );
}

/** The token in the newest guardian invitation mail to `email` (`/accept-guardian-invitation#token=…`). */
export function guardianInvitationTokenMailedTo(email: string): Promise<string> {
  return linkMailedTo(
    'guardian-invitation',
    email,
    /\/accept-guardian-invitation#token=([A-Za-z0-9_-]{43})/,
    'guardian invitation',
  );
}
/** The link in the guardian invitation mail to `email` (`/accept-guardian-invitation#token=…`). */
export function guardianInvitationLinkMailedTo(email: string): Promise<string> {
  return linkMailedTo(
    'guardian-invitation',
    email,
    /(https?:\/\/\S+\/accept-guardian-invitation#token=[A-Za-z0-9_-]{43})/,
    'guardian invitation',
  );
}

/** The link in the consent request mail to a guardian (`/family/<childId>/consents`). */
export function consentRequestLinkMailedTo(email: string): Promise<string> {
  return linkMailedTo('consent-request', email, /(https?:\/\/\S+\/family\/[0-9a-f-]{36}\/consents)/, 'consent request');
}
