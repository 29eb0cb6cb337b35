import { PLAYER_NOT_FOUND_MESSAGE } from '@portal/contracts';
import {
  ADMIN_IMMEDIATE_REQUIRED_MESSAGE,
  COACH_DELETION_MESSAGE,
  IMMEDIATE_ONLY_FOR_ADMINS_MESSAGE,
  type DeletionSubject,
  deletionActor,
  deletionDueAt,
  deletionRequestDecision,
  deletionViewDecision,
  judgeConfirmation,
  minorDeletionMessage,
} from './player-deletion.rules';

const PLAYER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const TODAY = '2026-11-26';
const adult = { dateOfBirth: '2000-01-01', consentAge: 13, today: TODAY };
const minor = { dateOfBirth: '2015-06-01', consentAge: 13, today: TODAY };

const subject = (over: Partial<DeletionSubject>): DeletionSubject => ({
  actor: { role: 'player', playerId: PLAYER },
  playerId: PLAYER,
  isGuardian: false,
  ...adult,
  ...over,
});

describe('who may delete a player', () => {
  it('lets a guardian ask at any age, as a guardian', () => {
    for (const age of [adult, minor])
      expect(deletionActor(subject({ actor: { role: 'parent' }, isGuardian: true, ...age }))).toEqual({
        allowed: true,
        capacity: 'guardian',
      });
  });

  it('hides the player from a parent of another family (404)', () => {
    expect(deletionActor(subject({ actor: { role: 'parent' }, isGuardian: false }))).toEqual({
      allowed: false,
      refusal: 'not-found',
      message: PLAYER_NOT_FOUND_MESSAGE,
    });
  });

  it('lets the player ask from the consent age on, and tells a younger one to ask a guardian (403)', () => {
    expect(deletionActor(subject({}))).toEqual({ allowed: true, capacity: 'player' });
    expect(deletionActor(subject({ dateOfBirth: '2013-11-26' }))).toEqual({ allowed: true, capacity: 'player' });
    expect(deletionActor(subject({ dateOfBirth: '2013-11-27' }))).toEqual({
      allowed: false,
      refusal: 'forbidden',
      message: minorDeletionMessage(13),
    });
    expect(deletionActor(subject({ dateOfBirth: null }))).toMatchObject({ allowed: false, refusal: 'forbidden' });
    expect(deletionActor(subject({ consentAge: 16, dateOfBirth: '2011-01-01' }))).toMatchObject({
      refusal: 'forbidden',
      message: minorDeletionMessage(16),
    });
  });

  it('never lets a player reach another player (404)', () => {
    expect(deletionActor(subject({ playerId: OTHER }))).toMatchObject({ allowed: false, refusal: 'not-found' });
  });

  it('refuses coaches (403) and admits admins', () => {
    expect(deletionActor(subject({ actor: { role: 'coach' } }))).toEqual({
      allowed: false,
      refusal: 'forbidden',
      message: COACH_DELETION_MESSAGE,
    });
    expect(deletionActor(subject({ actor: { role: 'admin' }, ...minor }))).toEqual({
      allowed: true,
      capacity: 'admin',
    });
  });
});

describe('asking for a deletion', () => {
  it('has admins delete at once and only admins', () => {
    const admin = subject({ actor: { role: 'admin' } });
    expect(deletionRequestDecision(admin, true)).toEqual({ allowed: true, capacity: 'admin' });
    expect(deletionRequestDecision(admin, false)).toEqual({
      allowed: false,
      refusal: 'invalid',
      message: ADMIN_IMMEDIATE_REQUIRED_MESSAGE,
    });
    expect(deletionRequestDecision(subject({ actor: { role: 'parent' }, isGuardian: true }), true)).toEqual({
      allowed: false,
      refusal: 'forbidden',
      message: IMMEDIATE_ONLY_FOR_ADMINS_MESSAGE,
    });
    expect(deletionRequestDecision(subject({}), false)).toEqual({ allowed: true, capacity: 'player' });
  });

  it('refuses before looking at `immediate` when the actor may not act at all', () => {
    expect(deletionRequestDecision(subject({ actor: { role: 'coach' } }), true)).toMatchObject({
      refusal: 'forbidden',
      message: COACH_DELETION_MESSAGE,
    });
    expect(deletionRequestDecision(subject({ actor: { role: 'parent' } }), false)).toMatchObject({
      refusal: 'not-found',
    });
  });
});

describe('seeing the state', () => {
  it('shows a minor player their own state, read-only', () => {
    expect(deletionViewDecision(subject(minor))).toEqual({ allowed: true, capacity: 'player' });
    expect(deletionViewDecision(subject({ ...minor, playerId: OTHER }))).toMatchObject({ refusal: 'not-found' });
    expect(deletionViewDecision(subject({ actor: { role: 'coach' } }))).toMatchObject({ refusal: 'forbidden' });
  });
});

describe('grace and confirmation', () => {
  it('schedules the deletion the grace period after the confirmation', () => {
    const confirmed = new Date('2026-11-26T05:00:00.000Z');
    expect(deletionDueAt(confirmed, 168).toISOString()).toBe('2026-12-03T05:00:00.000Z');
    expect(deletionDueAt(confirmed, 1).toISOString()).toBe('2026-11-26T06:00:00.000Z');
    // Across the end of the month and a DST change elsewhere: plain hours, UTC.
    expect(deletionDueAt(new Date('2026-03-28T23:30:00.000Z'), 24).toISOString()).toBe('2026-03-29T23:30:00.000Z');
  });

  it('confirms once, before the link expires', () => {
    const now = new Date('2026-11-26T05:00:00.000Z');
    const expires = new Date('2026-11-26T06:00:00.000Z');
    expect(judgeConfirmation({ confirmedAt: null, confirmationExpiresAt: expires }, now)).toBe('usable');
    expect(judgeConfirmation({ confirmedAt: null, confirmationExpiresAt: now }, now)).toBe('expired');
    expect(judgeConfirmation({ confirmedAt: now, confirmationExpiresAt: expires }, now)).toBe('used');
  });
});
