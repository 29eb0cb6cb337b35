/** The header of draft-ietf-httpapi-idempotency-key-header; the gateway honours it on creating POSTs. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/**
 * A new key as the draft's Structured Field String: 128 random bits in hex. `getRandomValues`, not
 * `randomUUID`, because the latter exists only in secure contexts and a portal may be served over http.
 */
export function newIdempotencyKey(randomBytes: Uint8Array = crypto.getRandomValues(new Uint8Array(16))): string {
  const hex = Array.from(randomBytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `"${hex}"`;
}

/**
 * Sends one submission with one Idempotency-Key and, when the gateway answers 503 (a service did not
 * answer in time: the change may or may not have been stored), sends it once more with the same key.
 * The server stores the change at most once per key and answers the retry with the first answer.
 */
export async function sendWithIdempotencyKey(
  send: (headers: Record<string, string>) => Promise<Response>,
  key: string = newIdempotencyKey(),
): Promise<Response> {
  const headers = { [IDEMPOTENCY_KEY_HEADER]: key };
  const first = await send(headers);
  if (first.status !== 503) return first;
  return send(headers);
}
