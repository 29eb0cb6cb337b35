import {
  DATA_EXPORT_COACH_MESSAGE,
  DATA_EXPORT_CSV_FILES,
  DATA_EXPORT_JSON_FILES,
  DATA_EXPORT_MINOR_MESSAGE,
  dataExportExpiry,
  dataExportFileName,
  dataExportProgress,
  dataExportReadme,
  dataExportRefusal,
  dataExportStatusAt,
  exportEntryName,
  extensionForType,
  mayReadDataExport,
  slugForEntry,
} from './data-export';

describe('who may ask for a player’s data export (after the scope check)', () => {
  it('lets a guardian and a club admin, at any age of the player', () => {
    for (const decider of ['player', 'guardian'] as const) {
      expect(dataExportRefusal('parent', decider)).toBeNull();
      expect(dataExportRefusal('admin', decider)).toBeNull();
    }
  });

  it('lets the player from the club’s consent age, and tells a younger one why not', () => {
    expect(dataExportRefusal('player', 'player')).toBeNull();
    expect(dataExportRefusal('player', 'guardian')).toBe(DATA_EXPORT_MINOR_MESSAGE);
  });

  it('never lets a coach, and says who can', () => {
    expect(dataExportRefusal('coach', 'player')).toBe(DATA_EXPORT_COACH_MESSAGE);
    expect(DATA_EXPORT_COACH_MESSAGE).toContain('parent or guardian');
  });
});

describe('who may read an export', () => {
  const requester = '11111111-1111-4111-8111-111111111111';
  const someoneElse = '22222222-2222-4222-8222-222222222222';

  it('the requester, whatever the role', () => {
    expect(mayReadDataExport({ userId: requester, role: 'player' }, requester)).toBe(true);
  });

  it('another guardian or an admin of the player, never another player or a coach', () => {
    expect(mayReadDataExport({ userId: someoneElse, role: 'parent' }, requester)).toBe(true);
    expect(mayReadDataExport({ userId: someoneElse, role: 'admin' }, requester)).toBe(true);
    expect(mayReadDataExport({ userId: someoneElse, role: 'player' }, requester)).toBe(false);
    expect(mayReadDataExport({ userId: someoneElse, role: 'coach' }, requester)).toBe(false);
  });
});

describe('status, progress and expiry', () => {
  const readyAt = new Date('2026-03-01T10:00:00.000Z');
  const expiresAt = dataExportExpiry(readyAt).toISOString();

  it('a link lasts seven days after the export is ready', () => {
    expect(expiresAt).toBe('2026-03-08T10:00:00.000Z');
  });

  it('a ready export becomes expired at its expiry, not before', () => {
    expect(dataExportStatusAt({ status: 'ready', expiresAt }, new Date('2026-03-08T09:59:59.000Z'))).toBe('ready');
    expect(dataExportStatusAt({ status: 'ready', expiresAt }, new Date('2026-03-08T10:00:00.000Z'))).toBe('expired');
    expect(dataExportStatusAt({ status: 'running', expiresAt: null }, new Date())).toBe('running');
  });

  it('progress counts items done, never 100 before ready, and 0 with nothing counted yet', () => {
    expect(dataExportProgress(0, 0, 'queued')).toBe(0);
    expect(dataExportProgress(3, 12, 'running')).toBe(25);
    expect(dataExportProgress(12, 12, 'running')).toBe(99);
    expect(dataExportProgress(12, 12, 'ready')).toBe(100);
  });
});

describe('ZIP entry names', () => {
  it('a readable slug, the record’s id prefix and the verified extension', () => {
    expect(
      exportEntryName({
        folder: 'videos',
        name: 'Cup final – 2nd half!',
        id: '9f1c2d3e-aaaa-4bbb-8ccc-000000000000',
        extension: 'mp4',
      }),
    ).toBe('videos/cup-final-2nd-half-9f1c2d3e.mp4');
  });

  it('never a path from the user: no slashes, no dots going up, no absolute path', () => {
    const name = exportEntryName({ folder: 'photos', name: '../../etc/passwd', id: '/abs', extension: '../x' });
    expect(name).toBe('photos/etc-passwd-abs.bin');
    expect(name.split('/')).toHaveLength(2);
  });

  it('accents folded, empty names still named, long names cut', () => {
    expect(slugForEntry('Ólafur Zoë')).toBe('olafur-zoe');
    expect(slugForEntry('***')).toBe('file');
    expect(slugForEntry('a'.repeat(100))).toHaveLength(60);
  });

  it('extensions come from the type verified at upload, anything else is .bin', () => {
    expect(extensionForType('video/quicktime')).toBe('mov');
    expect(extensionForType('image/jpeg; charset=binary')).toBe('jpg');
    expect(extensionForType('text/html')).toBe('bin');
    expect(extensionForType(null)).toBe('bin');
  });

  it('the download is named after the player and the day', () => {
    expect(dataExportFileName('Mia Müller', '2026-03-01T10:00:00.000Z')).toBe('player-data-mia-muller-2026-03-01.zip');
  });
});

describe('README.txt', () => {
  const readme = dataExportReadme({
    playerName: 'Mia Müller',
    createdAt: '2026-03-01T10:00:00.000Z',
    fileCounts: { videos: 2, photos: 1, reports: 3 },
  });

  it('names the child and the day', () => {
    expect(readme.startsWith('Everything the Player Portal holds about Mia Müller\r\n')).toBe(true);
    expect(readme).toContain('Prepared on 2026-03-01 (UTC).');
  });

  it('explains every file and folder of the ZIP, with how many files each folder holds', () => {
    for (const file of [...Object.keys(DATA_EXPORT_JSON_FILES), ...Object.keys(DATA_EXPORT_CSV_FILES)])
      expect(readme).toContain(`${file}: `);
    expect(readme).toContain('reports/: every progress report as a PDF (3).');
    expect(readme).toContain('videos/: every video exactly as it was uploaded (2).');
    expect(readme).toContain('photos/: every photo exactly as it was uploaded, and the profile photo (1).');
  });

  it('uses CRLF line ends so Notepad shows it as written', () => {
    expect(readme.replace(/\r\n/g, '')).not.toContain('\n');
  });
});
