import type { Consent, PlayerParent } from '@portal/contracts';
import {
  type ConsentRecord,
  consentNoticeCopy,
  eitherOf,
  guardianEmailProblem,
  guardianLabel,
  parentsWithGuardianEmail,
  reminderFailure,
  reminderOutcome,
  uploadAllowed,
  uploadConsentView,
} from './consent-notice';

const consent = (granted: boolean, updatedAt: string | null = null): Consent => ({
  consentType: 'media',
  granted,
  updatedAt,
  updatedBy: null,
  updatedByName: null,
  updatedByCapacity: null,
});

const parent = (name: string, email: string | null): PlayerParent => ({
  id: '00000000-0000-4000-8000-000000000001',
  name,
  relationship: null,
  email,
  phone: null,
  isPrimaryContact: true,
});

const record = (changes: Partial<ConsentRecord> = {}): ConsentRecord => ({
  consents: [consent(false)],
  consentDecidedBy: 'player',
  parents: [],
  ...changes,
});

describe('who decides whether the upload may be stored (issue 37)', () => {
  it('waits for the record, and lets the upload be tried when it cannot be read', () => {
    expect(uploadConsentView({ viewer: 'player', record: undefined })).toEqual({ kind: 'checking' });
    expect(uploadConsentView({ viewer: 'player', record: undefined, failed: true })).toEqual({ kind: 'unknown' });
    expect(uploadAllowed({ kind: 'checking' })).toBe(true);
    expect(uploadAllowed({ kind: 'unknown' })).toBe(true);
  });

  it('says nothing to ask once media storage is granted, whoever decides', () => {
    const granted = record({ consents: [consent(true, '2026-01-01T00:00:00.000Z')], consentDecidedBy: 'guardian' });
    expect(uploadConsentView({ viewer: 'player', record: granted })).toEqual({ kind: 'allowed' });
    expect(uploadConsentView({ viewer: 'parent', childName: 'Kim', record: granted })).toEqual({ kind: 'allowed' });
    expect(consentNoticeCopy({ kind: 'allowed' })).toBeNull();
  });

  it('lets the player who decides allow it in place, also after saying no before', () => {
    const view = uploadConsentView({ viewer: 'player', record: record() });
    expect(view).toEqual({ kind: 'allow-own' });
    expect(uploadAllowed(view)).toBe(false);
    expect(consentNoticeCopy(view)).toMatchObject({
      title: 'May the club store your videos?',
      allowLabel: 'Allow storing my videos',
    });
    const refused = record({ consents: [consent(false, '2026-01-01T00:00:00.000Z')] });
    expect(uploadConsentView({ viewer: 'player', record: refused })).toEqual({ kind: 'allow-own' });
    // A record with no media entry at all is not a grant either.
    expect(uploadConsentView({ viewer: 'player', record: record({ consents: [] }) })).toEqual({ kind: 'allow-own' });
  });

  it("names the guardian a minor waits for: the entry's name, or its e-mail when the sign-up left it unnamed", () => {
    const named = record({ consentDecidedBy: 'guardian', parents: [parent('Maria Minor', 'maria@home.test')] });
    const view = uploadConsentView({ viewer: 'player', record: named });
    expect(view).toEqual({ kind: 'waiting', guardian: 'Maria Minor' });
    expect(uploadAllowed(view)).toBe(false);
    expect(consentNoticeCopy(view)).toMatchObject({ title: 'Waiting for Maria Minor to decide', remind: true });
    expect(consentNoticeCopy(view)?.allowLabel).toBeUndefined();

    const unnamed = record({
      consentDecidedBy: 'guardian',
      parents: [parent('Parent or guardian', 'kim.mum@home.test')],
    });
    expect(consentNoticeCopy(uploadConsentView({ viewer: 'player', record: unnamed }))?.title).toBe(
      'Waiting for kim.mum@home.test to decide',
    );
  });

  it('names only the guardians who can be e-mailed, each of them', () => {
    const two = record({
      consentDecidedBy: 'guardian',
      parents: [parent('Maria', 'maria@home.test'), parent('Grandad', null), parent('João', 'joao@home.test')],
    });
    expect(uploadConsentView({ viewer: 'player', record: two })).toEqual({
      kind: 'waiting',
      guardian: 'Maria or João',
    });
    expect(eitherOf(['Ana', 'Maria', 'João'])).toBe('Ana, Maria or João');
  });

  it('asks a minor with nobody to e-mail for their guardian’s e-mail, without naming an age', () => {
    const noEmail = uploadConsentView({
      viewer: 'player',
      record: record({ consentDecidedBy: 'guardian', parents: [parent('Grandad', ' ')] }),
    });
    expect(noEmail).toEqual({ kind: 'no-guardian-email', guardian: 'Grandad' });
    expect(consentNoticeCopy(noEmail)).toMatchObject({ addGuardian: true, askGuardianEmail: true });
    expect(consentNoticeCopy(noEmail)?.text).toContain('Type their e-mail here (or ask your coach to add it)');

    const nobody = uploadConsentView({ viewer: 'player', record: record({ consentDecidedBy: 'guardian' }) });
    expect(nobody).toEqual({ kind: 'no-guardian' });
    const copy = consentNoticeCopy(nobody)!;
    expect(copy.text).toContain('Type their e-mail here (or ask your coach to add them)');
    expect(uploadAllowed(nobody)).toBe(false);
    for (const kind of ['waiting', 'no-guardian-email', 'no-guardian', 'allow-own'] as const) {
      const text = JSON.stringify(consentNoticeCopy({ kind, guardian: 'Maria' } as never));
      expect(text).not.toMatch(/\b1[0-9]\b|until you are/i);
    }
  });

  it('lets a parent allow it for a child whose guardians decide, and not for a child who decides', () => {
    const minor = record({ consentDecidedBy: 'guardian', parents: [parent('Parent or guardian', 'p@home.test')] });
    const view = uploadConsentView({ viewer: 'parent', childName: 'Kim', record: minor });
    expect(view).toEqual({ kind: 'allow-child', childName: 'Kim' });
    expect(consentNoticeCopy(view)).toMatchObject({
      title: "May the club store Kim's videos?",
      allowLabel: "Allow storing Kim's videos",
    });

    const older = uploadConsentView({ viewer: 'parent', childName: 'Kim', record: record() });
    expect(older).toEqual({ kind: 'child-decides', childName: 'Kim' });
    expect(consentNoticeCopy(older)?.allowLabel).toBeUndefined();
    expect(consentNoticeCopy(older)?.text).toContain('Ask Kim to allow it');
    expect(uploadAllowed(older)).toBe(false);
  });

  it('guardianLabel falls back to words when an entry has neither', () => {
    expect(guardianLabel(parent('', null))).toBe('your parent or guardian');
    expect(guardianLabel(parent('parent or guardian', null))).toBe('parent or guardian');
  });
});

describe('"Send a reminder"', () => {
  const when = () => '2 Mar, 10:00';
  const answer = { created: false, reminded: false, guardiansEmailed: 1, nextReminderAt: '2026-03-02T10:00:00.000Z' };

  it('says the guardian was e-mailed when the request opened or a reminder went', () => {
    expect(reminderOutcome({ ...answer, created: true }, 'Maria', when)).toContain('We have e-mailed Maria again');
    expect(reminderOutcome({ ...answer, reminded: true }, 'Maria', when)).toContain('We have e-mailed Maria again');
  });

  it('says when the next reminder may go when one went out less than a day ago', () => {
    expect(reminderOutcome(answer, 'Maria', when)).toBe(
      'We already e-mailed Maria today. You can send another reminder from 2 Mar, 10:00.',
    );
  });

  it('says nobody could be e-mailed, and shows the server words on a refusal', () => {
    expect(reminderOutcome({ ...answer, created: true, guardiansEmailed: 0 }, 'Maria', when)).toContain('no e-mail');
    expect(reminderFailure('You have asked for this too often today.')).toBe(
      'You have asked for this too often today.',
    );
    expect(reminderFailure(null)).toContain('try again');
  });
});

describe("a child gives their guardian's e-mail in the upload dialog", () => {
  const grandad = {
    id: '00000000-0000-4000-8000-0000000000a1',
    name: 'Grandad',
    relationship: null,
    email: null,
    phone: '555',
    isPrimaryContact: true,
  };

  it('makes the unnamed entry a sign-up makes when nobody is on file, and offers the field', () => {
    expect(parentsWithGuardianEmail([], 'mum@family.test')).toEqual([
      { name: 'Parent or guardian', email: 'mum@family.test', isPrimaryContact: true },
    ]);
    expect(consentNoticeCopy({ kind: 'no-guardian' })?.askGuardianEmail).toBe(true);
    expect(consentNoticeCopy({ kind: 'no-guardian-email', guardian: 'Grandad' })?.askGuardianEmail).toBe(true);
    expect(consentNoticeCopy({ kind: 'waiting', guardian: 'Grandad' })?.askGuardianEmail).toBeUndefined();
  });

  it('gives the e-mail to the first entry on file without one, keeping it and the others by id', () => {
    const withEmail = { ...grandad, id: '00000000-0000-4000-8000-0000000000a2', name: 'Aunt', email: 'aunt@x.test' };
    expect(parentsWithGuardianEmail([withEmail, grandad], 'grandad@family.test')).toEqual([
      { ...withEmail },
      { ...grandad, email: 'grandad@family.test' },
    ]);
  });

  it("refuses a malformed e-mail and the player's own", () => {
    expect(guardianEmailProblem('not-an-email', 'kim@club.test')).toBe('Enter a valid email address');
    expect(guardianEmailProblem(' Kim@Club.test ', 'kim@club.test')).toBe(
      "Enter your parent's or guardian's own email, not yours",
    );
    expect(guardianEmailProblem('mum@family.test', 'kim@club.test')).toBeNull();
  });
});
