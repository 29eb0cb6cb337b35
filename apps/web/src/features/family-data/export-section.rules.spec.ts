import { exportIntro, exportStatusText, isExportFinished } from './export-section.rules';

describe('export section copy and polling', () => {
  it('addresses a parent about the child, a player as "you"', () => {
    expect(exportIntro('parent', 'Mia')).toContain('about Mia:');
    expect(exportIntro('player', 'Mia')).toContain('about you');
  });

  it('stops polling once ready, failed or expired', () => {
    expect(isExportFinished('queued')).toBe(false);
    expect(isExportFinished('running')).toBe(false);
    expect(isExportFinished('ready')).toBe(true);
    expect(isExportFinished('failed')).toBe(true);
    expect(isExportFinished('expired')).toBe(true);
  });

  it('shows progress while running and the expiry when ready', () => {
    expect(exportStatusText({ status: 'running', progress: 40, expiresAt: null })).toBe('Preparing the ZIP file… 40%');
    expect(exportStatusText({ status: 'ready', progress: 100, expiresAt: '2026-03-08T10:00:00.000Z' })).toContain(
      'until 8 Mar 2026.',
    );
  });
});
