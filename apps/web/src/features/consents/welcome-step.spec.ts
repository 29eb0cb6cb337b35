import type { Consent, PlayerParent } from '@portal/contracts';
import { consentsToGrant, guardianDecidesNote, guardianEmailed, WELCOME_CONSENTS, welcomeSwitch } from './welcome-step';

const consent = (consentType: Consent['consentType'], granted: boolean): Consent => ({
  consentType,
  granted,
  updatedAt: null,
  updatedBy: null,
  updatedByName: null,
  updatedByCapacity: null,
});

const parent = (email: string | null): PlayerParent =>
  ({
    id: 'p',
    name: 'Parent or guardian',
    relationship: null,
    email,
    phone: null,
    isPrimaryContact: true,
  }) as PlayerParent;

describe('the welcome step', () => {
  const record = { consents: [consent('media', false), consent('video_share', true), consent('analytics', false)] };

  it('saves only what was switched on and is not granted yet', () => {
    expect(consentsToGrant(record, {})).toEqual([]);
    expect(consentsToGrant(record, { media: true, video_share: true, analytics: false })).toEqual(['media']);
    expect(consentsToGrant(record, { analytics: true, media: true })).toEqual(['media', 'analytics']);
  });

  it('asks the media question in a player’s words and names no age', () => {
    expect(welcomeSwitch('media').label).toBe('May your coach store your videos?');
    expect(welcomeSwitch('video_share').label).toBe('Video sharing');
    expect(welcomeSwitch('analytics').label).toBe('Analytics');
    for (const type of WELCOME_CONSENTS) {
      const { label, description } = welcomeSwitch(type);
      expect(`${label} ${description}`).not.toMatch(/\d/);
    }
  });

  it('names the address the guardian invitation went to', () => {
    expect(guardianEmailed({ parents: [parent('mum@home.test')] }, 'Mum@home.test ')).toBe('Mum@home.test');
    expect(guardianEmailed({ parents: [parent(null), parent('dad@home.test')] }, undefined)).toBe('dad@home.test');
    expect(guardianEmailed({ parents: [] }, 'mum@home.test')).toBe('mum@home.test');
    expect(guardianEmailed({ parents: [] }, undefined)).toBeNull();
    expect(guardianDecidesNote('mum@home.test')).toMatch(/^We've emailed your parent or guardian at mum@home.test\./);
    expect(guardianDecidesNote(null)).toMatch(/^We've emailed your parent or guardian\./);
    expect(guardianDecidesNote('mum@home.test')).not.toMatch(/\d/);
  });
});
