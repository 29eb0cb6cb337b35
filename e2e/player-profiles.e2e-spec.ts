import { BrowserLikeClient } from '@portal/server-kit/testing';
import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousAxeViolations } from './support/axe';
import { DESKTOP, PHONE, horizontalOverflow, saveScreenshot } from './support/browser';
import { dateOfBirthAged, expectToast, fillLogin, newPlayer, recordAdultBirthDate, signUp } from './support/journeys';
import { browserSession } from './support/session';
import sharp from 'sharp';

/** Spec §2.12, §2.13 and the onboarding step: player profiles against the running portal. */
describe('player profiles and the coach dashboard', () => {
  const session = browserSession(DESKTOP);
  let coachCount = 0;

  /** The message shown under a form field (Mantine links it with aria-describedby), or null. */
  async function fieldMessage(page: Page, label: string): Promise<string | null> {
    const input = page.getByLabel(label, { exact: true });
    if ((await input.getAttribute('aria-invalid')) !== 'true') return null;
    const ids = ((await input.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
    for (const id of ids) {
      const element = page.locator(`[id="${id}"]`);
      if ((await element.count()) > 0 && (await element.getAttribute('class'))?.includes('error'))
        return (await element.innerText()).trim();
    }
    return null;
  }

  /** Nothing of the text is cut: every descendant shows its whole content. */
  async function expectWholeText(locator: Locator) {
    const cut = await locator.evaluate((root) =>
      [root, ...Array.from(root.querySelectorAll('*'))]
        .filter((element) => element.scrollWidth > element.clientWidth + 1 && element.clientWidth > 0)
        .map((element) => element.textContent),
    );
    expect(cut).toEqual([]);
  }

  async function expectNoSidewaysScroll(page: Page) {
    const overflow = await horizontalOverflow(page);
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.viewportWidth);
  }

  async function newCoach() {
    coachCount += 1;
    const coach = {
      email: `coach.${Date.now().toString(36)}${coachCount}@club.test`,
      password: 'coach-pass-2025!',
      firstName: 'Carla',
      lastName: 'Coach',
      role: 'coach' as const,
    };
    await session.portal.createUser(coach);
    return coach;
  }

  async function playerCompletesSetup(page: Page, prefix: string) {
    const player = newPlayer('Sofia', `Setup${prefix}`);
    await signUp(page, player);
    await page.getByRole('heading', { name: /Welcome to .*, Sofia!/ }).waitFor();
    await page.getByLabel('Age', { exact: true }).fill('15');
    await page.getByLabel('Jersey Number', { exact: true }).fill('10');
    await page.getByLabel('Team', { exact: true }).fill('U16 Blue');
    await page.getByLabel('Club', { exact: true }).fill('Riverside FC');
    await page.getByLabel('Position', { exact: true }).fill('Midfielder');
    await page.getByLabel("Parent's name", { exact: true }).fill('Maria Setup');
    await page.getByLabel("Parent's phone", { exact: true }).fill('555-0101');
    await expectNoSeriousAxeViolations(page, `${prefix} /profile-setup`);
    await saveScreenshot(page, `${prefix}-profile-setup`);
    // Enter submits (the sign-up toast may cover the button on a phone).
    await page.getByLabel('Position', { exact: true }).press('Enter');
    await expectToast(page, 'Profile updated successfully!', 'Your changes have been saved.');
    await page.waitForURL('**/dashboard');

    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Authentication & Player Profile', level: 1 }).waitFor();
    // Her consents are one click away, wherever the section sits on this screen.
    const sections = page.getByRole('navigation', { name: 'Profile sections' });
    await expectWholeText(sections);
    await sections.getByRole('link', { name: 'Consents & Permissions' }).click();
    await page.waitForURL('**/profile#consents');
    await page.getByRole('switch', { name: 'Media consent' }).waitFor();
    // The page scrolls to the section once its data is there: its top comes into view.
    await page.waitForFunction(() => {
      const top = document.getElementById('consents')?.getBoundingClientRect().top;
      return top !== undefined && top >= 0 && top < 400;
    });
    const account = page.getByTestId('account-card');
    await account.getByText('U16 Blue').waitFor();
    expect(await account.innerText()).toContain('Midfielder');
    expect(await account.innerText()).toContain('Player');
    expect(await page.getByLabel('Team', { exact: true }).inputValue()).toBe('U16 Blue');
    expect(await page.getByLabel('Team', { exact: true }).getAttribute('readonly')).not.toBeNull();
    // Cancel returns the form to the saved record.
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByLabel('Team', { exact: true }).fill('Changed my mind');
    await page.getByRole('button', { name: 'Cancel' }).click();
    expect(await page.getByLabel('Team', { exact: true }).inputValue()).toBe('U16 Blue');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    // A jersey number out of range: people's words under the field, and nothing is sent.
    await page.getByLabel('Jersey Number', { exact: true }).fill('100');
    await page.getByRole('button', { name: 'Save' }).click();
    expect(await fieldMessage(page, 'Jersey Number')).toBe('Jersey number must be between 1 and 99');
    await expectToast(page, 'Error', 'Jersey number must be between 1 and 99');
    await expectNoSeriousAxeViolations(page, `${prefix} /profile field message`);
    await saveScreenshot(page, `${prefix}-profile-field-message`);
    // A field the server refuses (a client sending more than the form allows) lands under its field too.
    await page.getByLabel('Jersey Number', { exact: true }).fill('11');
    await page.route('**/api/player/profile', (route) =>
      route.request().method() === 'POST'
        ? route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), age: 77 }) })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Error', 'Age must be between 1 and 50');
    expect(await fieldMessage(page, 'Age')).toBe('Age must be between 1 and 50');
    expect(await fieldMessage(page, 'Jersey Number')).toBeNull();
    await page.unroute('**/api/player/profile');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Profile updated successfully!', 'Your changes have been saved.');
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    expect(await page.getByLabel('Jersey Number', { exact: true }).inputValue()).toBe('11');
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, `${prefix} /profile`);
    await saveScreenshot(page, `${prefix}-profile`);
  }

  async function coachEditsPlayer(page: Page, prefix: string) {
    const coach = await newCoach();
    // The coach's list shows the age from the date of birth sign-up asked (the declared age below is only a fallback).
    const player = newPlayer('Mateo', `Row${prefix}`, { dateOfBirth: dateOfBirthAged(30) });
    const client = new BrowserLikeClient(session.portal.baseUrl);
    expect((await client.post('/api/auth/signup', player)).status).toBe(201);
    expect(
      (await client.post('/api/player/profile', { age: 14, team: 'U15 Red', club: 'Hillside SC', position: 'Keeper' }))
        .status,
    ).toBe(200);

    await page.goto('/login');
    await fillLogin(page, coach.email, coach.password);
    await page.waitForURL('**/dashboard');
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Coach Dashboard' }).waitFor();
    await page.getByTestId('stat-Total Players').getByText(/\d+/).waitFor();
    await page.getByLabel('Search players', { exact: true }).fill(player.lastName);
    const row = page.getByTestId('admin-player-row').filter({ hasText: player.email });
    await row.waitFor();
    const rowText = (await row.textContent()) ?? '';
    for (const expected of ['Mateo', 'Age 30', 'Keeper', 'U15 Red', 'Club: Hillside SC', 'Complete']) {
      expect(rowText).toContain(expected);
    }
    await page.getByRole('heading', { name: 'All Players (1)' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, `${prefix} /admin player management`);
    await saveScreenshot(page, `${prefix}-coach-dashboard`);
    // Consent belongs to the family: the coach records Mateo's adult date of birth, Mateo then grants
    // media storage and analytics himself (the coach may only withdraw).
    const mateoId = ((await (await client.get('/api/players/me')).json()) as { id: string }).id;
    expect(
      await page.evaluate(
        async (id) =>
          (
            await fetch(`/api/players/${id}`, {
              method: 'PATCH',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ dateOfBirth: '2000-01-01' }),
            })
          ).status,
        mateoId,
      ),
    ).toBe(200);
    for (const consentType of ['media', 'analytics'])
      expect((await client.post(`/api/players/${mateoId}/consents`, { consentType, granted: true })).status).toBe(200);
    await row.click();
    await page.waitForURL('**/players/*');
    await page.getByRole('heading', { name: `Mateo ${player.lastName}`, level: 1 }).waitFor();

    await expectWholeText(page.getByRole('tablist'));
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await page.getByRole('tab', { name: 'Soccer Context' }).click();
    await page.getByLabel('Club Name', { exact: true }).fill('Hillside Academy');
    await page.getByRole('tab', { name: 'Identity & Contact' }).click();
    await page.getByRole('button', { name: 'Add Parent or Guardian' }).click();
    await page.getByLabel('Name of parent 1', { exact: true }).fill('Lucia Row');
    await page.getByLabel('Relationship of parent 1', { exact: true }).fill('Mother');
    await page.getByLabel('Email of parent 1', { exact: true }).fill('lucia@home.test');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectToast(page, 'Profile updated successfully', '');
    await page.getByRole('button', { name: 'Edit Profile' }).waitFor();
    const parent = page.getByTestId('parent-card').filter({ hasText: 'Lucia Row' });
    await parent.getByText('Primary Contact').waitFor();

    // Staff never grant: a consent not given is read-only for the coach; a given one may be withdrawn.
    await page
      .getByTestId('consent-note')
      .getByText(/Consent belongs to the family/)
      .waitFor();
    expect(await page.getByRole('switch', { name: 'Video sharing consent' }).isDisabled()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Media consent' }).isChecked()).toBe(true);
    await page.getByRole('switch', { name: 'Analytics consent' }).click({ force: true });
    await expectToast(page, 'Consent updated successfully', '');
    await page
      .getByTestId('consent-history')
      .getByText(/Analytics withdrawn by Carla Coach \(club\)/)
      .waitFor();
    // The history and the switch come from two requests: wait for the switch to follow, then check it.
    await page.getByRole('switch', { name: 'Analytics consent', checked: false }).waitFor();
    expect(await page.getByRole('switch', { name: 'Analytics consent' }).isChecked()).toBe(false);
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, `${prefix} /players/:id identity tab`);
    await saveScreenshot(page, `${prefix}-player-profile-identity`);
    await page.getByRole('tab', { name: 'Soccer Context' }).click();
    expect(await page.getByLabel('Club Name', { exact: true }).inputValue()).toBe('Hillside Academy');
    // Media & Links: the media consent is granted, so the coach can set the player's photo here.
    await page.getByRole('tab', { name: 'Media & Links' }).click();
    const photoSection = page.getByTestId('profile-photo-section');
    await photoSection.getByRole('button', { name: 'Upload photo' }).waitFor();
    await photoSection.locator('input[type=file]').setInputFiles({
      name: 'mateo.png',
      mimeType: 'image/png',
      buffer: await sharp({ create: { width: 300, height: 400, channels: 3, background: '#1565c0' } })
        .png()
        .toBuffer(),
    });
    await expectToast(page, 'Photo updated', 'The new photo is now the avatar across the portal.');
    await photoSection.locator('img[src^="/api/photos/player/"]').waitFor();
    // The profile header shows it too (the tab's avatar and the header's).
    await page.locator('main img[src^="/api/photos/player/"]').nth(1).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, `${prefix} /players/:id media tab`);
    await saveScreenshot(page, `${prefix}-player-profile-media`);
    await page.getByRole('tab', { name: 'Overview' }).click();
    await page.getByText('No goals set').waitFor();
    await saveScreenshot(page, `${prefix}-player-profile-overview`);
  }

  /** Issue 14: the player's own photo, after granting media storage in place, becomes the header avatar. */
  async function playerUploadsPhoto(page: Page, prefix: string) {
    await signUp(page, newPlayer('Lia', `Photo${prefix}`));
    // An adult on file: she grants the consent in place herself (a minor's guardian would).
    await recordAdultBirthDate(page, session.portal);
    await page.goto('/profile');
    await page.getByRole('heading', { name: 'Authentication & Player Profile', level: 1 }).waitFor();
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#2e7d32' } })
      .jpeg()
      .toBuffer();
    const chooseFile = () =>
      page.getByTestId('account-card').locator('input[type=file]').setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
    await chooseFile();
    await page.getByRole('alert').filter({ hasText: 'Consent needed to store the photo' }).waitFor();
    await expectNoSeriousAxeViolations(page, `${prefix} /profile photo consent`);
    await page.getByRole('button', { name: 'Allow media storage' }).click();
    await expectToast(page, 'Photo updated', 'The new photo is now the avatar across the portal.');
    const headerAvatar = page.locator('header img[src^="/api/photos/player/"]:visible').first();
    await headerAvatar.waitFor();
    // Visible is not loaded: on a busy machine the image may still be downloading; wait until it has
    // loaded (or failed) before reading its size.
    const naturalWidth = await headerAvatar.evaluate(
      (image: HTMLImageElement) =>
        new Promise<number>((resolve) => {
          if (image.complete) return resolve(image.naturalWidth);
          const done = () => resolve(image.naturalWidth);
          image.addEventListener('load', done, { once: true });
          image.addEventListener('error', done, { once: true });
        }),
    );
    expect(naturalWidth).toBe(256);
    await page.getByTestId('account-card').locator('img[src^="/api/photos/player/"]').waitFor();
    await page.getByRole('button', { name: 'Change photo' }).waitFor();
    await expectNoSidewaysScroll(page);
    await expectNoSeriousAxeViolations(page, `${prefix} /profile with photo`);
    await saveScreenshot(page, `${prefix}-profile-photo`);
  }

  it('a player uploads a profile photo and it becomes the header avatar (desktop and 375 px)', async () => {
    await playerUploadsPhoto(session.tab.page, 'desktop');
    await session.reopen(PHONE);
    await playerUploadsPhoto(session.tab.page, 'phone');
    await session.reopen(DESKTOP);
  });

  it('a new player completes /profile-setup and sees it on /profile (desktop)', async () => {
    await playerCompletesSetup(session.tab.page, 'desktop');
  });

  it('a coach finds the player, edits a field and a parent, and withdraws a consent (desktop)', async () => {
    await coachEditsPlayer(session.tab.page, 'desktop');
  });

  it('both journeys work at 375 px', async () => {
    await session.reopen(PHONE);
    await playerCompletesSetup(session.tab.page, 'phone');
    await session.tab.context.clearCookies();
    await coachEditsPlayer(session.tab.page, 'phone');
  });

  it("shows 'Profile Not Found' for an unknown id and 'Access Denied' on /admin for players", async () => {
    const { page } = session.tab;
    await signUp(page, newPlayer('Nora', 'Nobody'));
    await page.goto('/player/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Profile Not Found' }).waitFor();
    await page.getByText('The requested player profile could not be found.').waitFor();
    await page.goto('/admin');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
  });
});
