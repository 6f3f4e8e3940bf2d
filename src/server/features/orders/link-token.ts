import { createHmac, timingSafeEqual } from 'node:crypto';

/*
 * A confirmation link's token (decision 047): the link row's id and a MAC of it under a key derived
 * from the server's secret, in base64url (43 characters). The server can show the owner the same
 * link again without storing it, a copied database cannot forge one, and a token that does not
 * verify is refused before any query.
 */

export type LinkKey = Buffer;

export const linkKeyFrom = (secret: string): LinkKey =>
  createHmac('sha256', secret).update('alacena:order-link:v1').digest();

const macOf = (key: LinkKey, id: Buffer) => createHmac('sha256', key).update(id).digest().subarray(0, 16);

export function linkToken(key: LinkKey, linkId: string): string {
  const id = Buffer.from(linkId.replaceAll('-', ''), 'hex');
  return Buffer.concat([id, macOf(key, id)]).toString('base64url');
}

/** The link row's id a token names, or null when the token is not one this server signed. */
export function linkIdOf(key: LinkKey, token: string): string | null {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const bytes = Buffer.from(token, 'base64url');
  const id = bytes.subarray(0, 16);
  // Base64url's last character carries spare bits: only the one spelling of each token counts.
  if (
    bytes.length !== 32 ||
    bytes.toString('base64url') !== token ||
    !timingSafeEqual(bytes.subarray(16), macOf(key, id))
  )
    return null;
  const hex = id.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
