import { dataExportKey, dataExportReadyMail, playerDisplayName, uniqueEntryNames } from './data-export.rules';

describe('data export rules (reports)', () => {
  it('keeps the ZIP under exports/ by export id, and refuses anything that is not an id', () => {
    expect(dataExportKey('9f1c2d3e-aaaa-4bbb-8ccc-000000000000')).toBe(
      'exports/9f1c2d3e-aaaa-4bbb-8ccc-000000000000.zip',
    );
    expect(() => dataExportKey('../reports/x')).toThrow('Not an export id');
  });

  it('never writes two equal paths into one ZIP', () => {
    expect(uniqueEntryNames(['videos/a-1.mp4', 'videos/a-1.mp4', 'videos/a-1.mp4', 'photos/a-1.jpg'])).toEqual([
      'videos/a-1.mp4',
      'videos/a-1-2.mp4',
      'videos/a-1-3.mp4',
      'photos/a-1.jpg',
    ]);
  });

  it('names the player as the family knows them', () => {
    expect(playerDisplayName({ fullName: 'Mia Müller', user: null })).toBe('Mia Müller');
    expect(playerDisplayName({ fullName: null, user: { firstName: 'Mia', lastName: 'M' } } as never)).toBe('Mia M');
    expect(playerDisplayName({ fullName: null, user: null })).toBe('the player');
  });

  it('mails the requester once per export, with the link and how long it lasts', () => {
    const mail = dataExportReadyMail({
      exportId: '9f1c2d3e-aaaa-4bbb-8ccc-000000000000',
      to: 'mum@home.test',
      playerName: 'Mia',
      link: 'https://portal.example/api/exports/9f1c2d3e-aaaa-4bbb-8ccc-000000000000/download',
      days: 7,
    });
    expect(mail.messageId).toBe('data-export-9f1c2d3e-aaaa-4bbb-8ccc-000000000000');
    expect(mail.to).toEqual([{ email: 'mum@home.test' }]);
    expect(mail.subject).toBe("The copy of Mia's data is ready");
    expect(mail.text).toContain('https://portal.example/api/exports/9f1c2d3e-aaaa-4bbb-8ccc-000000000000/download');
    expect(mail.text).toContain('7 days');
  });
});
