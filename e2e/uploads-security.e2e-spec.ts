import type { Video } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { DESKTOP } from './support/browser';
import { fillLogin, newPlayer, recordAdultBirthDate, signUp } from './support/journeys';
import { browserSession } from './support/session';

/**
 * Issue 23 item 1: a player's upload must never run as a page or script when a coach opens its link
 * (the Play button opens it in a new tab, with the coach's session). The payload comments on every
 * video it can list, with synchronous requests, so had it run, its comments exist when the tab loads.
 */
const SCRIPT_PAYLOAD = [
  'GIF89a=1;',
  'var list = new XMLHttpRequest(); list.open("GET", "/api/videos", false); list.send();',
  'JSON.parse(list.responseText).forEach(function (video) {',
  '  var post = new XMLHttpRequest(); post.open("POST", "/api/videos/" + video.id + "/comments", false);',
  '  post.setRequestHeader("content-type", "application/json");',
  '  post.send(JSON.stringify({ atSeconds: 0, text: "posted by an uploaded file" }));',
  '});//',
].join('\n');

const pageLoading = (scriptUrl: string) =>
  `GIF89a<html><body><script src="${scriptUrl}"></script><script>${SCRIPT_PAYLOAD.slice('GIF89a=1;'.length)}</script></body></html>`;

const FTYP_PAGE = `\u0000\u0000\u0000\u0018ftypisom\u0000\u0000\u0000\u0000isommp41<svg xmlns="http://www.w3.org/2000/svg"><script>${SCRIPT_PAYLOAD.slice('GIF89a=1;'.length)}</script></svg>`;

/** The player's side, as the web client calls it: consent, upload URL, PUT (any declared type), record. */
function storeUpload(
  page: Page,
  file: { body: string | number[]; contentType: string; flow: 'simple' | 'status'; title: string },
): Promise<Video> {
  return page.evaluate(async ({ body, contentType, flow, title }) => {
    const json = async (response: Response) => {
      if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`);
      return response.json();
    };
    const send = (url: string, method: string, payload?: unknown) =>
      fetch(
        url,
        payload === undefined
          ? { method }
          : { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload) },
      ).then(json);
    const { id } = await json(await fetch('/api/players/me'));
    // An adult on file (their club recorded it) decides their own consent (a minor's guardian would).
    await send(`/api/players/${id}/consents`, 'POST', { consentType: 'media', granted: true });
    const { uploadURL } = await send('/api/objects/upload', 'POST');
    const bytes = typeof body === 'string' ? new TextEncoder().encode(body) : new Uint8Array(body);
    const put = await fetch(uploadURL, { method: 'PUT', headers: { 'content-type': contentType }, body: bytes });
    if (!put.ok) throw new Error(`PUT: ${put.status}`);
    if (flow === 'status') return send('/api/videos', 'POST', { title, eventDate: '2026-11-15', fileUrl: uploadURL });
    await send('/api/videos/upload-complete', 'PUT', { videoURL: uploadURL });
    return send('/api/videos', 'POST', { title, description: null, videoUrl: uploadURL });
  }, file);
}

describe('uploaded files never run as a page or script', () => {
  const session = browserSession(DESKTOP);

  it("a coach opening a player's hostile uploads runs none of them", async () => {
    const player = newPlayer('Hana', 'Hostile');
    await signUp(session.tab.page, player);
    await recordAdultBirthDate(session.tab.page, session.portal);
    const script = await storeUpload(session.tab.page, {
      body: SCRIPT_PAYLOAD,
      contentType: 'text/javascript',
      flow: 'simple',
      title: 'Script',
    });
    const page = await storeUpload(session.tab.page, {
      body: pageLoading(script.videoUrl!),
      contentType: 'text/html',
      flow: 'simple',
      title: 'Page',
    });
    const svg = await storeUpload(session.tab.page, {
      body: FTYP_PAGE,
      contentType: 'image/svg+xml',
      flow: 'status',
      title: 'Svg',
    });
    const coach = {
      email: `coach.hostile.${Date.now()}@club.test`,
      password: 'kick-off-2025!',
      firstName: 'Cleo',
      lastName: 'Coach',
      role: 'coach' as const,
    };
    await session.portal.createUser(coach);
    const { context, page: coachPage } = await session.reopen(DESKTOP);
    await coachPage.goto('/login');
    await fillLogin(coachPage, coach.email, coach.password);
    await coachPage.waitForURL('**/dashboard');

    const fromOpenedLinks: string[] = [];
    for (const video of [page, script, svg]) {
      const tab = await context.newPage();
      tab.on('request', (request) => fromOpenedLinks.push(request.url()));
      // An attachment is a download, so no document loads: goto says so, which is the point.
      await tab.goto(video.videoUrl!).catch(() => undefined);
      await tab.close();
    }
    expect(fromOpenedLinks.filter((url) => url.includes('/api/videos'))).toEqual([]);
    const seen = await coachPage.evaluate(
      async (ids) => Promise.all(ids.map(async (id) => (await (await fetch(`/api/videos/${id}`)).json()).commentCount)),
      [page.id, script.id, svg.id],
    );
    expect(seen).toEqual([0, 0, 0]);
  });
});
