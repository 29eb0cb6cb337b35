import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { waitFor, workspaceRoot } from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';

/** Where the reports worker writes mails as .eml files when no SMTP server is set (its default). */
const OUTBOX_DIR = join(workspaceRoot(), 'var', 'mail-outbox');

/** The link in the newest password reset mail to `email`, once the worker has written it. */
export async function resetLinkMailedTo(email: string): Promise<string> {
  let link: string | undefined;
  await waitFor(
    async () => {
      const files = (await readdir(OUTBOX_DIR).catch(() => [])).filter(
        (file) => file.startsWith('password-reset-') && file.endsWith('.eml'),
      );
      for (const file of files) {
        const mail = await simpleParser(await readFile(join(OUTBOX_DIR, file)));
        if (!JSON.stringify(mail.to ?? '').includes(email)) continue;
        link = /(https?:\/\/\S+\/reset-password#token=[A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
        if (link) return true;
      }
      return false;
    },
    { what: `the password reset mail to ${email}`, timeoutMs: 30_000 },
  );
  return link!;
}
