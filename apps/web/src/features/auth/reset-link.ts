/** The token a reset link carries in its fragment (`/reset-password#token=…`), when it is well formed. */
export function resetTokenFromHash(hash: string): string | undefined {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token')?.trim();
  return token && /^[A-Za-z0-9_-]{43}$/.test(token) ? token : undefined;
}
