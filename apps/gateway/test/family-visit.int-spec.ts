import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  BrowserLikeClient,
  TEST_PASSWORD,
  type TestPortal,
  playerIdOf,
  signUpPlayer,
  startTestPortal,
  waitFor,
} from '@portal/server-kit/testing';
import { simpleParser } from 'mailparser';

interface Child {
  playerId: string;
  lastVisitAt: string | null;
}

/**
 * The family home's "since your last visit": each parent's last visit per child is kept on the
 * guardianship, shown in the children list, and only the parent's own child can be visited.
 */
describe("a parent's last visit to a child's family home", () => {
  let portal: TestPortal;
  let outboxDir: string;
  const browser = () => new BrowserLikeClient(portal.baseUrl);
  const json = async <T>(response: Response): Promise<T> => (await response.json()) as T;

  async function mailedToken(email: string): Promise<string> {
    return waitFor(
      async () => {
        for (const file of (await readdir(outboxDir)).filter((name) => name.endsWith('.eml'))) {
          const mail = await simpleParser(await readFile(join(outboxDir, file)));
          if (!JSON.stringify(mail.to).includes(email)) continue;
          const token = /\/accept-guardian-invitation#token=([A-Za-z0-9_-]{43})/.exec(mail.text ?? '')?.[1];
          if (token) return token;
        }
        return undefined;
      },
      { what: `the invitation mailed to ${email}`, timeoutMs: 30_000 },
    );
  }

  /** A player who adds a parent, and that parent's new account from the mailed link. */
  async function family(
    name: string,
  ): Promise<{ parent: BrowserLikeClient; childId: string; child: BrowserLikeClient }> {
    const child = await signUpPlayer(portal.baseUrl, name);
    const childId = await playerIdOf(child);
    const email = `parent.of.${name}@home.test`;
    const added = await child.patch(`/api/players/${childId}`, {
      parents: [{ name: `Parent ${name}`, relationship: 'Mother', email, isPrimaryContact: true }],
    });
    expect(added.status).toBe(200);
    const parent = browser();
    const accepted = await parent.post('/api/guardian-invitations/accept', {
      token: await mailedToken(email),
      firstName: 'Parent',
      lastName: name,
      password: TEST_PASSWORD,
    });
    expect(accepted.status).toBe(201);
    return { parent, childId, child };
  }

  beforeAll(async () => {
    outboxDir = await mkdtemp(join(tmpdir(), 'portal-family-visit-mail-'));
    portal = await startTestPortal({
      env: { MAIL_OUTBOX_DIR: outboxDir, PUBLIC_URL: 'https://portal.example' },
      services: ['identity'],
      workers: ['reports'],
      gatewayEnv: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_SIGNUP_BURST_PER_IP: '100' },
    });
  }, 180_000);

  afterAll(async () => {
    await portal?.close();
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('keeps the last visit per parent and child, and answers 404 for another family’s child', async () => {
    const mia = await family('mia');
    const leo = await family('leo');

    const before = await json<Child[]>(await mia.parent.get('/api/family/children'));
    expect(before).toEqual([expect.objectContaining({ playerId: mia.childId, lastVisitAt: null })]);

    const started = Date.now();
    const visited = await mia.parent.post(`/api/family/children/${mia.childId}/visit`, {});
    expect(visited.status).toBe(200);
    const child = await json<Child>(visited);
    expect(child.playerId).toBe(mia.childId);
    expect(Date.parse(child.lastVisitAt!)).toBeGreaterThanOrEqual(started - 5_000);
    const after = await json<Child[]>(await mia.parent.get('/api/family/children'));
    expect(after[0]?.lastVisitAt).toBe(child.lastVisitAt);

    // Another family's child, a player and a stranger: not found, refused, signed out.
    const other = await mia.parent.post(`/api/family/children/${leo.childId}/visit`, {});
    expect(other.status).toBe(404);
    expect((await mia.parent.post('/api/family/children/00000000-0000-4000-8000-000000000000/visit', {})).status).toBe(
      404,
    );
    expect((await mia.child.post(`/api/family/children/${mia.childId}/visit`, {})).status).toBe(403);
    expect((await browser().post(`/api/family/children/${mia.childId}/visit`, {})).status).toBe(401);
    // Leo's parent never had a visit recorded by Mia's.
    expect(await json<Child[]>(await leo.parent.get('/api/family/children'))).toEqual([
      expect.objectContaining({ playerId: leo.childId, lastVisitAt: null }),
    ]);

    // A bad id names the field and stores nothing.
    const bad = await mia.parent.post('/api/family/children/not-an-id/visit', {});
    expect(bad.status).toBe(400);
  }, 120_000);
});
