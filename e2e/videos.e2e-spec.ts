import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { makeClip } from '../apps/media/test/support/clips';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { expectToast, fillLogin, newPlayer, recordAdultBirthDate, signUp } from './support/journeys';
import { browserSession } from './support/session';

/** Spec §2.11: both video pages; storing videos needs the player's media consent (identity). */
describe('video pages', () => {
  const session = browserSession(DESKTOP);
  let clips: string;
  let clip: string;

  beforeAll(async () => {
    clips = await mkdtemp(join(tmpdir(), 'e2e-clips-'));
    clip = await makeClip(clips, 'h264', 3, '1280x720');
  });
  afterAll(async () => {
    await rm(clips, { recursive: true, force: true });
  });

  /** What the profile's Consents & Permissions toggle sends. */
  const allowMediaStorage = (page: Page) =>
    page.evaluate(async () => {
      const { id } = (await (await fetch('/api/players/me')).json()) as { id: string };
      const response = await fetch(`/api/players/${id}/consents`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ consentType: 'media', granted: true }),
      });
      if (!response.ok) throw new Error(`consent: ${response.status}`);
    });
  const stat = (page: Page, label: string) => page.getByTestId(`stat-${label}`).innerText();

  /** Nothing of the text is cut: every descendant shows its whole content (no ellipsis, no clipping). */
  async function expectWholeText(locator: Locator) {
    const cut = await locator.evaluate((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
  }

  /** Slows the upload so the progress bar shows its speed and time left. */
  async function throttleUploads(page: Page, bytesPerSecond: number) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
  }

  it('a player uploads on both pages and sees progress, thumbnail and duration; a coach reviews; the player sees the feedback', async () => {
    const { page } = session.tab;
    const player = newPlayer('Vera', 'Video');
    await signUp(page, player);
    // An adult on file: she grants the consent in the dialog herself (a minor's guardian would).
    await recordAdultBirthDate(page, session.portal);
    // Her consents on /profile first: media storage is off (the view is now in the page's cache).
    await page.goto('/profile');
    const mediaSwitch = page.getByRole('switch', { name: 'Media consent' });
    await mediaSwitch.waitFor();
    expect(await mediaSwitch.isChecked()).toBe(false);
    // From here on the page is never reloaded: a flag on window would be gone after a reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));

    // Each nav item opens the page of its own name.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Video Analysis', exact: true }).click();
    await page.getByRole('heading', { name: 'Video Analysis', level: 1 }).waitFor();
    await nav.getByRole('link', { name: 'Videos', exact: true }).click();
    await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
    expect(await page.getByRole('heading', { name: 'Video Analysis', level: 1 }).count()).toBe(0);
    await page.getByText('No videos yet').waitFor();
    expect(await stat(page, 'Total Videos')).toBe('0');
    await expectNoSeriousAxeViolations(page, 'videos, empty');

    // Simple flow. Without the media consent the dialog asks first, and nothing goes up until it is given.
    await page.getByRole('button', { name: 'Upload Your First Video' }).click();
    const simple = page.getByRole('dialog', { name: 'Upload Video' });
    await simple.locator('input[type=file]').setInputFiles(clip);
    expect(await simple.getByRole('button', { name: 'Save Video' }).isDisabled()).toBe(true);
    await simple.getByTestId('consent-notice').getByText('May the club store your videos?').waitFor();
    expect(await simple.getByRole('button', { name: 'Upload', exact: true }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'videos-consent-needed');
    await expectNoSeriousAxeViolations(page, 'videos, upload dialog asking for consent');

    // Granted in place: the dialog records the consent in the profile, and the upload goes ahead.
    await simple.getByRole('button', { name: 'Allow storing my videos' }).click();
    await expectToast(page, 'Video storage allowed', 'The club may now store your videos.');
    await simple.getByTestId('consent-allowed').waitFor();
    await simple.getByRole('button', { name: 'Upload', exact: true }).click();
    await expectToast(page, 'Upload complete!', 'Your video has been uploaded. Please add title and description.');
    expect(await simple.getByTestId('upload-percent').innerText()).toBe('Uploaded');
    await simple.getByRole('button', { name: 'Save Video' }).click();
    await expectToast(page, 'Please enter a title for your video', '');
    // The message is also under the field it is about.
    await simple.getByText('Please enter a title for your video').waitFor();
    expect(await simple.getByLabel('Title').getAttribute('aria-invalid')).toBe('true');
    await simple.getByLabel('Title').fill('  Cup final  ');
    await simple.getByLabel('Description').fill('Second half');
    await simple.getByRole('button', { name: 'Save Video' }).click();
    await expectToast(page, 'Video uploaded successfully!', 'Your video has been saved and is ready for coach review.');
    const card = page.getByTestId('video-card').first();
    await card.waitFor();
    expect(await card.innerText()).toContain('Cup final');
    // One word per video: the same status as on Video Analysis, never the second name 'Pending Review'.
    expect(await card.getByTestId('video-status').textContent()).toBe('In Review');
    expect(await page.getByText('Pending Review').count()).toBe(0);
    expect(await card.getByRole('link', { name: 'Play' }).getAttribute('target')).toBe('_blank');
    expect(await stat(page, 'Total Videos')).toBe('1');
    expect(await stat(page, 'This Month')).toBe('1');
    await saveScreenshot(page, 'videos-desktop');
    await expectNoSeriousAxeViolations(page, 'videos, one video');

    // One click from the upload dialog to her consents on /profile, which show the grant at once.
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await simple.getByRole('link', { name: 'Consents & Permissions on your Profile' }).click();
    await page.waitForURL('**/profile#consents');
    await page.getByRole('switch', { name: 'Media consent', checked: true }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await page.getByTestId('media-decision').waitFor();
    // The page scrolls to the section once its data is there: its top comes into view.
    await page.waitForFunction(() => {
      const top = document.getElementById('consents')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 400;
    });
    await saveScreenshot(page, 'profile-consents-after-upload-grant', { fullPage: false });
    await expectNoSeriousAxeViolations(page, 'profile consents after the grant in the upload dialog');

    // Status version, with a throttled connection so progress, speed and time left show.
    await page.goto('/video-analysis');
    await page.getByText('Upload game or training footage to receive coach feedback').waitFor();
    await page.getByRole('button', { name: 'Upload Video' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Video' });
    await dialog.getByLabel('Title').fill('Derby');
    await dialog.getByLabel('Opponent').fill('Rovers');
    await dialog.getByLabel('Jersey number').fill('9');
    await dialog.locator('input[type=file]').setInputFiles(clip);
    await throttleUploads(page, 64 * 1024);
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await dialog
      .getByTestId('upload-speed')
      .filter({ hasText: /\/s · .*left/ })
      .waitFor();
    expect(await dialog.getByTestId('upload-percent').innerText()).toMatch(/^\d+%$/);
    await saveScreenshot(page, 'video-analysis-uploading');
    await expectToast(page, 'Video uploaded successfully!', 'Your video has been saved and is ready for coach review.');
    await throttleUploads(page, -1);
    // Exactly this title: other test files' players (same squad) have videos named 'Derby …' too.
    const derby = page.getByTestId('analysis-card').filter({ has: page.getByText('Derby', { exact: true }) });
    await derby.getByTestId('video-thumbnail').waitFor({ timeout: 60_000 });
    expect(await derby.getByTestId('video-duration').innerText()).toBe('0:03');
    expect(await derby.getByTestId('video-status').textContent()).toBe('In Review');
    expect(await derby.textContent()).toContain('vs Rovers');
    // The video uploaded on /videos reads the same here.
    const cupFinal = page.getByTestId('analysis-card').filter({ has: page.getByText('Cup final', { exact: true }) });
    expect(await cupFinal.getByTestId('video-status').textContent()).toBe('In Review');
    await saveScreenshot(page, 'video-analysis-player');
    // The upload toasts close after 5 s: axe must not judge one while it fades (its colours blend into
    // the page's). The pointer leaves them first, since a hovered toast stays open.
    await page.mouse.move(0, 0);
    await page
      .locator('.mantine-Notification-root')
      .filter({ hasText: 'Video uploaded successfully!' })
      .first()
      .waitFor({ state: 'detached', timeout: 20_000 });
    await expectNoSeriousAxeViolations(page, 'video analysis, player grid');

    // A coach comments at a time, writes the summary and sets Reviewed.
    const coach = {
      email: `coach.${Date.now()}@club.test`,
      password: 'kick-off-2025!',
      firstName: 'Cora',
      lastName: 'Coach',
      role: 'coach' as const,
    };
    await session.portal.createUser(coach);
    const coachTab = await session.reopen(DESKTOP);
    await coachTab.page.goto('/login');
    await fillLogin(coachTab.page, coach.email, coach.password);
    await coachTab.page.waitForURL('**/dashboard');
    await coachTab.page.goto('/video-analysis');
    await coachTab.page.getByText('Review and provide feedback on player videos').waitFor();
    expect(await coachTab.page.getByRole('button', { name: 'Upload Video' }).count()).toBe(0);
    await coachTab.page
      .getByTestId('analysis-card')
      .filter({ has: coachTab.page.getByText('Derby', { exact: true }) })
      .click();
    const panel = coachTab.page.getByTestId('review-panel');
    // The staff review names whose video it is.
    await panel.getByTestId('review-player').getByText(`${player.firstName} ${player.lastName}`).waitFor();
    await panel.locator('video').waitFor();
    await panel.locator('video').evaluate(
      (video: HTMLVideoElement) =>
        new Promise((resolve) => {
          video.addEventListener('seeked', resolve, { once: true });
          video.currentTime = 1.5;
        }),
    );
    await panel.getByLabel('Comment at the current time').fill('Check your shoulder before receiving');
    await panel.getByRole('button', { name: 'Add comment' }).click();
    await panel.getByRole('button', { name: /^0:01 Check your shoulder/ }).waitFor();
    await panel.getByLabel('Summary').fill('Great movement off the ball.');
    await panel.getByLabel('Status', { exact: true }).click();
    await coachTab.page.getByRole('option', { name: 'Reviewed', exact: true }).click();
    await panel.getByRole('button', { name: 'Save review' }).click();
    await expectToast(coachTab.page, 'Review saved', 'The player can now read your feedback.');
    await saveScreenshot(coachTab.page, 'video-analysis-coach');
    await expectNoSeriousAxeViolations(coachTab.page, 'video analysis, coach review panel');

    // The player sees the feedback.
    const playerTab = await session.reopen(DESKTOP);
    await playerTab.page.goto('/login');
    await fillLogin(playerTab.page, player.email, player.password);
    await playerTab.page.waitForURL('**/dashboard');
    await playerTab.page.goto('/video-analysis');
    await playerTab.page.locator('.mantine-SegmentedControl-root').getByText('Reviewed', { exact: true }).click();
    await playerTab.page
      .getByTestId('analysis-card')
      .filter({ has: playerTab.page.getByText('Derby', { exact: true }) })
      .click();
    const seen = playerTab.page.getByTestId('review-panel');
    expect(await seen.getByTestId('coach-summary').innerText()).toBe('Great movement off the ball.');
    await seen.getByRole('button', { name: /^0:01 Check your shoulder/ }).click();
    // The comment's time seeks there and plays on: where playback began, not where it is by now (on a
    // slow machine it is past 0:02 by the time it is read).
    const video = await seen.locator('video').elementHandle();
    await playerTab.page.waitForFunction((element) => (element as HTMLVideoElement).played.length > 0, video);
    expect(
      await seen.locator('video').evaluate((element: HTMLVideoElement) => Math.floor(element.played.start(0))),
    ).toBe(1);
    await saveScreenshot(playerTab.page, 'video-analysis-feedback');
    expect(await seen.getByTestId('video-status').textContent()).toBe('Reviewed');
    // The reviewed video has the same word on /videos.
    await playerTab.page.goto('/videos');
    const reviewed = playerTab.page.getByTestId('video-card').filter({ hasText: 'Derby' });
    await reviewed.waitFor();
    expect(await reviewed.getByTestId('video-status').textContent()).toBe('Reviewed');
    expect(
      await playerTab.page
        .getByTestId('video-card')
        .filter({ hasText: 'Cup final' })
        .getByTestId('video-status')
        .textContent(),
    ).toBe('In Review');
  });

  it('works at phone width (375 px): upload with progress, the grid and the dialogs', async () => {
    const { page } = await session.reopen(PHONE);
    await signUp(page, newPlayer('Pia', 'Phone'));
    await recordAdultBirthDate(page, session.portal);
    await allowMediaStorage(page);
    await page.goto('/video-analysis');
    await page.getByText('No videos yet').waitFor();
    await page.getByRole('button', { name: 'Upload Video' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Upload Video' });
    await dialog.getByLabel('Title').fill('Phone clip');
    await dialog.locator('input[type=file]').setInputFiles(clip);
    await throttleUploads(page, 96 * 1024);
    await dialog.getByRole('button', { name: 'Upload Video' }).click();
    await dialog.getByTestId('upload-speed').waitFor();
    await saveScreenshot(page, 'video-analysis-phone-uploading');
    await expectToast(page, 'Video uploaded successfully!', 'Your video has been saved and is ready for coach review.');
    await throttleUploads(page, -1);
    const card = page.getByTestId('analysis-card').first();
    await card.getByTestId('video-thumbnail').waitFor({ timeout: 60_000 });
    expect(await card.getByTestId('video-duration').innerText()).toBe('0:03');
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
    await expectWholeText(card.getByTestId('video-status'));
    await expectWholeText(card.getByText('Phone clip', { exact: true }));
    // The success toast would cover the card in the picture.
    const toast = page.locator('.mantine-Notification-root');
    if (await toast.count()) {
      await toast.first().getByRole('button').click();
      await toast.first().waitFor({ state: 'detached' });
    }
    await saveScreenshot(page, 'video-analysis-phone');
    await expectNoSeriousAxeViolations(page, 'video analysis (375 px)');
    await page.goto('/videos');
    await page.getByRole('heading', { name: 'Videos', level: 1 }).waitFor();
    const simpleCard = page.getByTestId('video-card').first();
    await simpleCard.waitFor();
    await expectWholeText(simpleCard.getByTestId('video-status'));
    expect(await simpleCard.getByTestId('video-status').textContent()).toBe('In Review');
    await saveScreenshot(page, 'videos-phone');
    await expectNoSeriousAxeViolations(page, 'videos (375 px)');
    await page.getByRole('button', { name: 'Upload Video' }).click();
    await page.getByRole('dialog', { name: 'Upload Video' }).waitFor();
    const videosOverflow = await horizontalOverflow(page);
    expect(videosOverflow.scrollWidth).toBeLessThanOrEqual(videosOverflow.viewportWidth);
    await saveScreenshot(page, 'videos-phone-dialog');
    await expectNoSeriousAxeViolations(page, 'videos upload dialog (375 px)');
  });
});
