/**
 * Request and round ids: 128 random bits in base64url (22 characters), from the platform's
 * `crypto.getRandomValues` (browsers, Node 20+, Deno, Bun, workers). Nobody can guess one
 * id from another, so a store's ids can travel to a browser as they are (the relay's wire).
 */
export function randomId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  let text = '';
  for (const byte of bytes) text += String.fromCharCode(byte);
  return btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
