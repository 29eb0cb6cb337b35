import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  PHOTO_CONSENT_REQUIRED_MESSAGE,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_SIZE_MESSAGE,
  PROFILE_PHOTO_TYPE_MESSAGE,
  PROFILE_PHOTO_UNREADABLE_MESSAGE,
} from '@portal/contracts';
import {
  BrowserLikeClient,
  type RunningPortal,
  type TestInfra,
  createSignedInStaff,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  recordAdultBirthDate,
  resolveTestInfra,
  signUpPlayer,
  startPortal,
} from '@portal/server-kit/testing';
import sharp from 'sharp';

const PASSWORD = 'Kick-Off-2026!';

/** A landscape photo as a phone stores a portrait shot: pixels sideways, EXIF Orientation 6, and GPS. */
const phonePhoto = () =>
  sharp({ create: { width: 600, height: 400, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Orientation: '6', Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N' } })
    .toBuffer();

describe('profile photos API through the gateway (local storage driver)', () => {
  let infra: TestInfra;
  let namespace: string;
  let portal: RunningPortal;
  let storageDir: string;
  let ana: BrowserLikeClient;
  let ben: BrowserLikeClient;
  let coach: BrowserLikeClient;
  let anaPlayerId: string;
  let benPlayerId: string;

  /** The image as the request body, the way the browser's fetch sends a File. */
  const putImage = (client: BrowserLikeClient, path: string, body: Buffer, contentType = 'image/jpeg') =>
    fetch(`${client.baseUrl}${path}`, {
      method: 'PUT',
      headers: {
        'content-type': contentType,
        origin: client.baseUrl,
        cookie: `portal_sid=${client.cookie('portal_sid')}`,
      },
      body: new Uint8Array(body),
    });
  const avatarOf = async (client: BrowserLikeClient) =>
    ((await (await client.get('/api/auth/user')).json()) as { profileImageUrl: string | null }).profileImageUrl;
  const parkedUploads = async () =>
    (await readdir(join(storageDir, namespace, 'photo-uploads')).catch(() => [] as string[])).length;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    storageDir = await mkdtemp(join(tmpdir(), 'objects-'));
    const env = { ...namespaceEnv(namespace, infra), STORAGE_DIR: storageDir };
    portal = await startPortal({ env, services: ['identity', 'media'] });
    ana = await signUpPlayer(portal.baseUrl, 'ana', { password: PASSWORD });
    ben = await signUpPlayer(portal.baseUrl, 'ben', { password: PASSWORD });
    anaPlayerId = (await (await ana.get('/api/players/me')).json()).id;
    benPlayerId = (await (await ben.get('/api/players/me')).json()).id;
    coach = await createSignedInStaff(portal.baseUrl, env, {
      email: 'coach@club.test',
      role: 'coach',
      firstName: 'Cal',
      lastName: 'Coach',
      password: PASSWORD,
    });
  });

  afterAll(async () => {
    await portal?.stopAll();
    await destroyNamespace(namespace, infra);
    await rm(storageDir, { recursive: true, force: true });
  });

  it("refuses a child's photo without the media consent, and keeps nothing", async () => {
    const refused = await putImage(ana, '/api/photos/me', await phonePhoto());
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(PHOTO_CONSENT_REQUIRED_MESSAGE);
    expect(await avatarOf(ana)).toBeNull();
    expect(await parkedUploads()).toBe(0);
  });

  it('stores an upright 256 px WebP without EXIF and makes it the avatar, revalidated by version', async () => {
    // Her coach records her adult date of birth, then she grants the consent herself (a minor's own is
    // refused and staff never grant: consent belongs to the family).
    expect(
      (await coach.post(`/api/players/${anaPlayerId}/consents`, { consentType: 'media', granted: true })).status,
    ).toBe(403);
    await recordAdultBirthDate(coach, anaPlayerId);
    expect(
      (await ana.post(`/api/players/${anaPlayerId}/consents`, { consentType: 'media', granted: true })).status,
    ).toBe(200);
    const response = await putImage(ana, '/api/photos/me', await phonePhoto());
    expect(response.status).toBe(200);
    const { profileImageUrl } = await response.json();
    expect(profileImageUrl).toMatch(new RegExp(`^/api/photos/player/${anaPlayerId}/[0-9a-f]{16}\\.webp$`));
    expect(await avatarOf(ana)).toBe(profileImageUrl);
    expect((await (await coach.get(`/api/players/${anaPlayerId}`)).json()).profilePhotoUrl).toBe(profileImageUrl);

    const served = await ana.get(profileImageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    // A child's photo is re-checked against the media consent on every use: the browser revalidates (304).
    expect(served.headers.get('cache-control')).toBe('private, no-cache');
    const etag = served.headers.get('etag')!;
    expect(etag).toBe(`"${profileImageUrl.split('/').pop()!.replace('.webp', '')}"`);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
    expect((await ana.get(profileImageUrl, { 'if-none-match': etag })).status).toBe(304);
    expect(await parkedUploads()).toBe(0);
  });

  it('refuses wrong content, an image that does not decode and an oversized file, keeping the avatar', async () => {
    const before = await avatarOf(ana);
    const text = await putImage(ana, '/api/photos/me', Buffer.from('not a photo at all, just text'), 'image/png');
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      message: expect.any(String),
      errors: [{ field: 'photo', message: PROFILE_PHOTO_TYPE_MESSAGE }],
    });

    const broken = Buffer.concat([Buffer.from('\x89PNG\r\n\x1a\n', 'latin1'), Buffer.alloc(200, 7)]);
    const undecodable = await putImage(ana, '/api/photos/me', broken, 'image/png');
    expect(undecodable.status).toBe(400);
    expect((await undecodable.json()).errors).toEqual([{ field: 'photo', message: PROFILE_PHOTO_UNREADABLE_MESSAGE }]);

    const oversized = await putImage(ana, '/api/photos/me', Buffer.alloc(PROFILE_PHOTO_MAX_BYTES + 1, 0xff));
    expect(oversized.status).toBe(413);
    expect((await oversized.json()).message).toBe(PROFILE_PHOTO_SIZE_MESSAGE);

    expect(await avatarOf(ana)).toBe(before);
    expect(await parkedUploads()).toBe(0);
  });

  it("another player can neither see nor replace nor remove a player's photo", async () => {
    const url = (await avatarOf(ana))!;
    expect((await ben.get(url)).status).toBe(404);
    expect((await new BrowserLikeClient(portal.baseUrl).get(url)).status).toBe(401);
    const replaced = await putImage(ben, `/api/players/${anaPlayerId}/photo`, await phonePhoto());
    expect(replaced.status).toBe(404);
    expect((await ben.request('DELETE', `/api/players/${anaPlayerId}/photo`)).status).toBe(404);
    expect(await avatarOf(ana)).toBe(url);
    expect((await putImage(ben, '/api/players/not-a-uuid/photo', await phonePhoto())).status).toBe(400);
  });

  it("staff see and replace a player's photo (the old one is gone), and set their own, which players see", async () => {
    const old = (await avatarOf(ana))!;
    expect((await coach.get(old)).status).toBe(200);
    const png = await sharp({ create: { width: 300, height: 900, channels: 4, background: '#1b5e20' } })
      .png()
      .toBuffer();
    const replaced = await putImage(coach, `/api/players/${anaPlayerId}/photo`, png, 'image/png');
    expect(replaced.status).toBe(200);
    const { profileImageUrl } = await replaced.json();
    expect(profileImageUrl).not.toBe(old);
    expect(await avatarOf(ana)).toBe(profileImageUrl);
    expect((await ana.get(old)).status).toBe(404);

    // Ben has not given the media consent: staff cannot store his photo either.
    const benRefused = await putImage(coach, `/api/players/${benPlayerId}/photo`, png, 'image/png');
    expect(benRefused.status).toBe(403);

    const own = await putImage(coach, '/api/photos/me', png, 'image/png');
    expect(own.status).toBe(200);
    const coachUrl = (await own.json()).profileImageUrl;
    expect(coachUrl).toMatch(/^\/api\/photos\/staff\/[0-9a-f-]{36}\/[0-9a-f]{16}\.webp$/);
    const coachsPhoto = await ben.get(coachUrl);
    expect(coachsPhoto.status).toBe(200);
    // A coach's photo needs no consent: kept by the browser for good.
    expect(coachsPhoto.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
  });

  it('answers a photo read while the same photo is replaced with the photo or a 404, never a 5xx', async () => {
    const blue = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#0d47a1' } })
      .png()
      .toBuffer();
    const red = await sharp({ create: { width: 320, height: 320, channels: 3, background: '#b71c1c' } })
      .png()
      .toBuffer();
    const first = await putImage(coach, '/api/photos/me', blue, 'image/png');
    const url = ((await first.json()) as { profileImageUrl: string }).profileImageUrl;
    const photo = Buffer.from(await (await ben.get(url)).arrayBuffer());
    const answers: string[] = [];
    // The same photo again rewrites its object in place; a different one then removes it (a 404 is right then).
    const replacements = async (images: Buffer[]) => {
      for (const image of images)
        answers.push(`PUT ${(await putImage(coach, '/api/photos/me', image, 'image/png')).status}`);
    };
    const reads = async () => {
      for (let round = 0; round < 25; round += 1) {
        const read = await ben.get(url);
        const body = Buffer.from(await read.arrayBuffer());
        if (read.status === 200 && !body.equals(photo)) answers.push(`GET 200 with ${body.length} other bytes`);
        else answers.push(`GET ${read.status}`);
      }
    };
    await Promise.all([
      replacements([blue, blue, blue, blue, blue, blue]),
      replacements([blue, blue, red, blue, red, blue]),
      reads(),
      reads(),
      reads(),
    ]);
    expect(answers.filter((answer) => !/^(PUT 200|GET 200|GET 404)$/.test(answer))).toEqual([]);
    expect(answers.filter((answer) => answer === 'GET 200').length).toBeGreaterThan(0);
  });

  it('removing a photo brings back the initials and deletes the file', async () => {
    const url = (await avatarOf(ana))!;
    const removed = await ana.request('DELETE', '/api/photos/me');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ profileImageUrl: null });
    expect(await avatarOf(ana)).toBeNull();
    expect((await coach.get(url)).status).toBe(404);
  });
});
