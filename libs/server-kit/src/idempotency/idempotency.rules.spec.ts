import { canonicalJson, decideOnRecord, parseIdempotencyKey, requestFingerprint } from './idempotency.rules';

describe('parseIdempotencyKey', () => {
  it('takes the Structured Field String the draft defines, and the same characters unquoted', () => {
    expect(parseIdempotencyKey('"8e03978e-40d5-43e8-bc93-6894a57f9324"')).toEqual({
      ok: true,
      key: '8e03978e-40d5-43e8-bc93-6894a57f9324',
    });
    expect(parseIdempotencyKey('8e03978e-40d5-43e8-bc93-6894a57f9324')).toEqual({
      ok: true,
      key: '8e03978e-40d5-43e8-bc93-6894a57f9324',
    });
    expect(parseIdempotencyKey(['"k"'])).toEqual({ ok: true, key: 'k' });
    expect(parseIdempotencyKey(`"${'k'.repeat(255)}"`)).toMatchObject({ ok: true });
  });

  it.each([
    ['empty', '""'],
    ['blank', '   '],
    ['with a space', '"two words"'],
    ['with a backslash', '"a\\b"'],
    ['with an inner quote', '"a"b"'],
    ['with a character outside ASCII', '"clé"'],
    ['with a control character', '"a\u0001b"'],
    ['longer than 255 characters', `"${'k'.repeat(256)}"`],
  ])('refuses a key %s', (_case, header) => {
    expect(parseIdempotencyKey(header)).toMatchObject({ ok: false });
  });

  it('refuses several headers', () => {
    expect(parseIdempotencyKey(['"a"', '"b"'])).toEqual({ ok: false, message: 'Send one Idempotency-Key header' });
  });
});

describe('requestFingerprint', () => {
  it('does not depend on the order of fields, at any depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { f: 1, e: 0 }], c: null } })).toBe(
      '{"a":{"c":null,"d":[2,{"e":0,"f":1}]},"b":1}',
    );
    expect(requestFingerprint('POST /api/x', { a: 1, b: 2 })).toBe(requestFingerprint('POST /api/x', { b: 2, a: 1 }));
  });

  it('differs for another target, another value or another array order', () => {
    const fingerprint = requestFingerprint('POST /api/x', { a: [1, 2] });
    expect(requestFingerprint('POST /api/y', { a: [1, 2] })).not.toBe(fingerprint);
    expect(requestFingerprint('POST /api/x', { a: [2, 1] })).not.toBe(fingerprint);
    expect(requestFingerprint('POST /api/x', { a: [1, '2'] })).not.toBe(fingerprint);
    expect(requestFingerprint('POST /api/x', null)).not.toBe(requestFingerprint('POST /api/x', {}));
  });
});

describe('decideOnRecord', () => {
  const answer = { status: 201, body: { id: 'log-1' } };

  it('goes ahead when the key is new', () => {
    expect(decideOnRecord(undefined, 'f1')).toEqual({ kind: 'proceed' });
  });

  it('replays the answer to the same request', () => {
    expect(decideOnRecord({ fingerprint: 'f1', answer }, 'f1')).toEqual({ kind: 'replay', answer });
  });

  it('says in flight while the same request has no answer yet', () => {
    expect(decideOnRecord({ fingerprint: 'f1' }, 'f1')).toEqual({ kind: 'in-flight' });
  });

  it('refuses the key for another request, answered or not', () => {
    expect(decideOnRecord({ fingerprint: 'f1', answer }, 'f2')).toEqual({ kind: 'key-reused' });
    expect(decideOnRecord({ fingerprint: 'f1' }, 'f2')).toEqual({ kind: 'key-reused' });
  });
});
