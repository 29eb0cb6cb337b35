import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BrowserLikeClient,
  type TestPortal,
  playerIdOf,
  signUpSquad,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';

function pdfText(pdf: Buffer): string {
  return execFileSync('pdftotext', ['-', '-'], { input: pdf, encoding: 'utf8' });
}

describe('reports and notifications API through the gateway', () => {
  let portal: TestPortal;
  let dataDir: string;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaPlayerId: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-reports-api-'));
    portal = await startTestPortal({
      env: { STORAGE_DIR: dataDir, MAIL_OUTBOX_DIR: dataDir },
      services: ['identity', 'tracking', 'roadmap', 'media', 'reports'],
      workers: ['reports'],
    });
    ({ ana, ben, coach } = await signUpSquad(portal));
    anaPlayerId = await playerIdOf(ana);
  }, 180_000);

  afterAll(async () => {
    await portal?.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('lets staff generate, the player list and download, and keeps other players out', async () => {
    expect((await ana.post('/api/reports', { playerId: anaPlayerId })).status).toBe(403);
    const bad = await coach.post('/api/reports', { playerId: 'nope' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'playerId' })] });
    const queued = await coach.post('/api/reports', { playerId: anaPlayerId });
    expect(queued.status).toBe(202);
    expect(await queued.json()).toMatchObject({ playerId: anaPlayerId, periodNumber: 1 });

    const [report] = await waitFor(
      async () => {
        const list = await (await ana.get('/api/reports')).json();
        return list.length === 1 ? list : undefined;
      },
      { what: "Ana's report", timeoutMs: 20_000 },
    );
    expect(
      (await (await coach.get(`/api/reports?playerId=${anaPlayerId}`)).json()).map((r: { id: string }) => r.id),
    ).toEqual([report.id]);

    const pdf = await ana.get(`/api/reports/${report.id}/pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(
      `attachment; filename="${report.fileName}"; filename*=UTF-8''${report.fileName}`,
    );
    expect(report.fileName).toMatch(/^progress-report-ana-test-\d{4}-\d{2}-\d{2}\.pdf$/);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    // Another player's reports are outside Ben's scope: answered as if they did not exist.
    expect((await ben.get(`/api/reports?playerId=${anaPlayerId}`)).status).toBe(404);
    expect((await ben.get(`/api/reports/${report.id}/pdf`)).status).toBe(404);
    expect(await (await ben.get('/api/reports')).json()).toEqual([]);
    expect((await ana.get('/api/reports/not-an-id/pdf')).status).toBe(400);
    expect((await new BrowserLikeClient(portal.baseUrl).get('/api/reports')).status).toBe(401);
  });

  it("keeps notifications per user: the player is told of the report, nobody else's list shows it", async () => {
    const { items } = await waitFor(
      async () => {
        const page = await (await ana.get('/api/notifications')).json();
        return page.items.length > 0 ? page : undefined;
      },
      { what: "Ana's notification" },
    );
    expect(items[0]).toMatchObject({
      kind: 'report-ready',
      title: 'New progress report',
      link: '/reports',
      read: false,
    });
    expect(await (await ana.get('/api/notifications/unread-count')).json()).toEqual({ unread: 1 });
    expect(await (await ben.get('/api/notifications')).json()).toEqual({ items: [], nextCursor: null });
    expect((await ben.post(`/api/notifications/${items[0].id}/read`)).status).toBe(404);
    expect((await ana.get('/api/notifications?limit=0')).status).toBe(400);
    expect((await ana.post(`/api/notifications/${items[0].id}/read`)).status).toBe(200);
    expect(await (await ana.get('/api/notifications/unread-count')).json()).toEqual({ unread: 0 });
    expect(await (await ana.post('/api/notifications/read-all')).json()).toEqual({ updated: 0 });
  });

  it("lets staff write the period's comment, refuses players and bad input, and puts it in the PDF", async () => {
    const put = (client: BrowserLikeClient, body: unknown) => client.request('PUT', '/api/reports/comments', body);
    expect((await put(ana, { playerId: anaPlayerId, text: 'I am great' })).status).toBe(403);
    for (const [body, field] of [
      [{ playerId: 'nope', text: 'x' }, 'playerId'],
      [{ playerId: anaPlayerId, text: 'x'.repeat(2001) }, 'text'],
      [{ playerId: anaPlayerId, text: 42 }, 'text'],
      [{ playerId: anaPlayerId, text: 'x', periodNumber: 0 }, 'periodNumber'],
      [{ playerId: anaPlayerId, text: 'x', periodNumber: 2 }, 'periodNumber'],
      [{ playerId: anaPlayerId, text: 'x', extra: true }, ''],
    ] as const) {
      const response = await put(coach, body);
      expect(response.status).toBe(400);
      if (field) expect(await response.json()).toMatchObject({ errors: [expect.objectContaining({ field })] });
    }
    expect(await (await ana.get('/api/reports/comments')).json()).toMatchObject({
      currentPeriod: { number: 1 },
      comments: [],
    });

    const saved = await put(coach, { playerId: anaPlayerId, text: '  Brilliant pressing; keep scanning.  ' });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      periodNumber: 1,
      comment: { text: 'Brilliant pressing; keep scanning.', periodNumber: 1 },
    });
    const listed = await (await ana.get('/api/reports/comments')).json();
    expect(listed.comments.map((comment: { text: string }) => comment.text)).toEqual([
      'Brilliant pressing; keep scanning.',
    ]);
    expect((await ben.get(`/api/reports/comments?playerId=${anaPlayerId}`)).status).toBe(404);

    const before = (await (await ana.get('/api/reports')).json())[0].generatedAt;
    await coach.post('/api/reports', { playerId: anaPlayerId });
    const [report] = await waitFor(
      async () => {
        const list = await (await ana.get('/api/reports')).json();
        return list[0].generatedAt !== before ? list : undefined;
      },
      { what: 'the regenerated report', timeoutMs: 20_000 },
    );
    const pdf = Buffer.from(await (await ana.get(`/api/reports/${report.id}/pdf`)).arrayBuffer());
    expect(pdfText(pdf)).toContain('Brilliant pressing; keep scanning.');

    const removed = await put(coach, { playerId: anaPlayerId, text: '' });
    expect(await removed.json()).toMatchObject({ comment: null });
    expect((await (await coach.get(`/api/reports/comments?playerId=${anaPlayerId}`)).json()).comments).toEqual([]);
  });

  it("keeps each coach's digest setting their own, staff only, validated", async () => {
    const setting = (client: BrowserLikeClient, body?: unknown) =>
      body === undefined
        ? client.get('/api/reports/mail-preference')
        : client.request('PUT', '/api/reports/mail-preference', body);
    expect(await (await setting(coach)).json()).toEqual({ reportMails: 'each' });
    expect((await setting(ana)).status).toBe(403);
    expect((await setting(ana, { reportMails: 'digest' })).status).toBe(403);
    const bad = await setting(coach, { reportMails: 'weekly' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ errors: [expect.objectContaining({ field: 'reportMails' })] });
    expect(await (await setting(coach, { reportMails: 'digest' })).json()).toEqual({ reportMails: 'digest' });
    expect(await (await setting(coach)).json()).toEqual({ reportMails: 'digest' });
  });
});
