import crypto from 'node:crypto';

/**
 * The token a rotation issued, sealed with the token it replaced: only a holder of the replaced
 * token can open it. A browser whose refresh answer was lost (a navigation aborted it) still holds
 * the replaced token, and gets the issued one back within the grace window, so its cookie does not
 * go stale; a copy of the database alone opens nothing, as it holds the tokens' hashes only.
 */
const keyOf = (replaced: string) =>
  crypto.createHmac('sha256', replaced).update('refresh-token-handover').digest();

export function sealToken(issued: string, replaced: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', keyOf(replaced), iv);
  const sealed = Buffer.concat([cipher.update(issued, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/** The issued token, or null when `replaced` is not the token it was sealed with. */
export function openToken(sealed: string, replaced: string): string | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = crypto.createDecipheriv('aes-256-gcm', keyOf(replaced), bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
