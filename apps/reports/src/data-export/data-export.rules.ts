import type { MailMessage, PlayerProfile } from '@portal/contracts';

/** Where a data export's ZIP is kept in object storage. */
export function dataExportKey(exportId: string): string {
  if (!/^[0-9a-f-]{36}$/.test(exportId)) throw new Error(`Not an export id: ${exportId}`);
  return `exports/${exportId}.zip`;
}

/** The player's name as the family knows it. */
export function playerDisplayName(profile: Pick<PlayerProfile, 'fullName' | 'user'>): string {
  const fromAccount = [profile.user?.firstName, profile.user?.lastName].filter(Boolean).join(' ');
  return profile.fullName || fromAccount || 'the player';
}

/** Entry names made unique in order (`name.ext`, then `name-2.ext`...): a ZIP never holds two equal paths. */
export function uniqueEntryNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((name) => {
    let candidate = name;
    for (let n = 2; seen.has(candidate); n += 1) candidate = name.replace(/(\.[^./]+)?$/, (ext) => `-${n}${ext}`);
    seen.add(candidate);
    return candidate;
  });
}

/** The "your export is ready" mail to whoever asked: the link and how long it lasts. */
export function dataExportReadyMail(input: {
  exportId: string;
  to: string;
  playerName: string;
  link: string;
  days: number;
}): MailMessage {
  return {
    messageId: `data-export-${input.exportId}`,
    to: [{ email: input.to }],
    subject: `The copy of ${input.playerName}'s data is ready`,
    text: [
      'Hello,',
      '',
      `The copy of everything the Player Portal holds about ${input.playerName} is ready to download:`,
      input.link,
      '',
      `The link works for ${input.days} days while you are signed in. The ZIP file holds a README.txt that explains each file.`,
      '',
      'Player Portal',
    ].join('\n'),
    attachments: [],
  };
}
