import type { Actor } from '../actor';
import {
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_SIZE_MESSAGE,
  PROFILE_PHOTO_TYPE_MESSAGE,
  parseProfilePhotoUrl,
  photoOwnerFor,
  profilePhotoFileProblem,
  profilePhotoKey,
  profilePhotoTypeProblem,
  profilePhotoUrl,
  profilePhotoVisibility,
} from './profile-photo';

const ANA_USER = '11111111-1111-4111-8111-111111111111';
const ANA_PLAYER = '22222222-2222-4222-8222-222222222222';
const BEN_PLAYER = '33333333-3333-4333-8333-333333333333';
const COACH_USER = '44444444-4444-4444-8444-444444444444';
const ana: Actor = { userId: ANA_USER, role: 'player', playerId: ANA_PLAYER };
const coach: Actor = { userId: COACH_USER, role: 'coach' };
const PARENT_USER = '55555555-5555-4555-8555-555555555555';
const parentOfAna: Actor = { userId: PARENT_USER, role: 'parent', childIds: [ANA_PLAYER] };
const bytes = (...values: number[]) => Uint8Array.from([...values, ...new Array(16).fill(0)]);
const ascii = (text: string) => bytes(...[...text].map((char) => char.charCodeAt(0)));

describe('profile photo rules', () => {
  it('names a versioned URL and storage key per owner, and parses only exactly such URLs', () => {
    const owner = { kind: 'player', id: ANA_PLAYER } as const;
    expect(profilePhotoUrl(owner, '0123456789abcdef')).toBe(`/api/photos/player/${ANA_PLAYER}/0123456789abcdef.webp`);
    expect(profilePhotoKey(owner, '0123456789abcdef')).toBe(`photos/player/${ANA_PLAYER}/0123456789abcdef.webp`);
    expect(parseProfilePhotoUrl(profilePhotoUrl(owner, '0123456789abcdef'))).toEqual({
      owner,
      version: '0123456789abcdef',
    });
    expect(parseProfilePhotoUrl(`/api/photos/staff/${COACH_USER}/fedcba9876543210.webp`)?.owner).toEqual({
      kind: 'staff',
      id: COACH_USER,
    });
    expect(parseProfilePhotoUrl(`https://evil.test/api/photos/player/${ANA_PLAYER}/0123456789abcdef.webp`)).toBeNull();
    expect(parseProfilePhotoUrl(`/api/photos/admin/${ANA_PLAYER}/0123456789abcdef.webp`)).toBeNull();
    expect(parseProfilePhotoUrl(`/api/photos/player/${ANA_PLAYER}/../0123456789abcdef.webp`)).toBeNull();
    expect(
      parseProfilePhotoUrl(`/api/photos/player/not-a-uuid-not-a-uuid-not-a-uuid-xxxx/0123456789abcdef.webp`),
    ).toBeNull();
  });

  it('a player changes their own photo; staff a named player’s or their own; nobody another player’s', () => {
    expect(photoOwnerFor(ana)).toEqual({ kind: 'player', id: ANA_PLAYER });
    expect(photoOwnerFor(ana, ANA_PLAYER)).toEqual({ kind: 'player', id: ANA_PLAYER });
    expect(photoOwnerFor(ana, BEN_PLAYER)).toBeNull();
    expect(photoOwnerFor({ userId: ANA_USER, role: 'player' })).toBeNull();
    expect(photoOwnerFor(coach, BEN_PLAYER)).toEqual({ kind: 'player', id: BEN_PLAYER });
    expect(photoOwnerFor(coach)).toEqual({ kind: 'staff', id: COACH_USER });
    expect(photoOwnerFor({ userId: COACH_USER, role: 'admin' })).toEqual({ kind: 'staff', id: COACH_USER });
    // A parent changes no photo, their child's included, and has none of their own.
    expect(photoOwnerFor(parentOfAna, ANA_PLAYER)).toBeNull();
    expect(photoOwnerFor(parentOfAna)).toBeNull();
  });

  it("shows a child's photo to the player and to staff in whose scope the child is; staff photos to everyone", () => {
    expect(profilePhotoVisibility(ana, { kind: 'player', id: ANA_PLAYER })).toBe('visible');
    expect(profilePhotoVisibility(ana, { kind: 'player', id: BEN_PLAYER })).toBe('hidden');
    expect(profilePhotoVisibility({ userId: ANA_USER, role: 'player' }, { kind: 'player', id: BEN_PLAYER })).toBe(
      'hidden',
    );
    expect(profilePhotoVisibility(coach, { kind: 'player', id: BEN_PLAYER })).toBe('in-scope');
    expect(profilePhotoVisibility({ userId: COACH_USER, role: 'admin' }, { kind: 'player', id: BEN_PLAYER })).toBe(
      'in-scope',
    );
    expect(profilePhotoVisibility(ana, { kind: 'staff', id: COACH_USER })).toBe('visible');
  });

  it("shows a parent their child's photo and no other child's", () => {
    expect(profilePhotoVisibility(parentOfAna, { kind: 'player', id: ANA_PLAYER })).toBe('visible');
    expect(profilePhotoVisibility(parentOfAna, { kind: 'player', id: BEN_PLAYER })).toBe('hidden');
    expect(profilePhotoVisibility({ userId: PARENT_USER, role: 'parent' }, { kind: 'player', id: ANA_PLAYER })).toBe(
      'hidden',
    );
    expect(profilePhotoVisibility(parentOfAna, { kind: 'staff', id: COACH_USER })).toBe('visible');
  });

  it('accepts JPEG, PNG and WebP by their first bytes and nothing else', () => {
    expect(profilePhotoTypeProblem(bytes(0xff, 0xd8, 0xff, 0xe0))).toBeNull();
    expect(profilePhotoTypeProblem(ascii('\x89PNG\r\n\x1a\n'))).toBeNull();
    expect(profilePhotoTypeProblem(ascii('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBeNull();
    expect(profilePhotoTypeProblem(ascii('GIF89a'))).toBe(PROFILE_PHOTO_TYPE_MESSAGE);
    expect(profilePhotoTypeProblem(ascii('<svg xmlns="http://www.w3.org/2000/svg">'))).toBe(PROFILE_PHOTO_TYPE_MESSAGE);
    expect(profilePhotoTypeProblem(ascii('\x00\x00\x00\x18ftypmp42'))).toBe(PROFILE_PHOTO_TYPE_MESSAGE);
    expect(profilePhotoTypeProblem(new Uint8Array(0))).toBe(PROFILE_PHOTO_TYPE_MESSAGE);
  });

  it('checks the chosen file in the browser: type, then the 5 MB limit', () => {
    expect(profilePhotoFileProblem({ type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES })).toBeNull();
    expect(profilePhotoFileProblem({ type: 'image/png', size: PROFILE_PHOTO_MAX_BYTES + 1 })).toBe(
      PROFILE_PHOTO_SIZE_MESSAGE,
    );
    expect(profilePhotoFileProblem({ type: 'image/gif', size: 10 })).toBe(PROFILE_PHOTO_TYPE_MESSAGE);
    expect(profilePhotoFileProblem({ type: 'image/jpeg', size: 0 })).not.toBeNull();
  });
});
