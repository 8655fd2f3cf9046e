import type { SealedPayload } from '../../core/domain/access/sealed-payload';

const toB64url = (bytes: ArrayBuffer | Uint8Array): string => {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};
const fromB64url = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));

/**
 * Seals a request body for the server with WebCrypto (in the browser, and in Node for the CLI
 * and tests): a fresh AES-256-GCM key encrypts {nonce, sentAt, body}; the server's RSA-OAEP
 * public key wraps the AES key.
 */
export async function sealPayload(body: Readonly<Record<string, unknown>>, server: { kid: string; spki: string }, now: number): Promise<SealedPayload> {
  const { subtle } = globalThis.crypto;
  const publicKey = await subtle.importKey('spki', fromB64url(server.spki), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, ['encrypt']);
  const aesKey = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12));
  const nonce = toB64url(globalThis.crypto.getRandomValues(new Uint8Array(18)));
  const plaintext = new TextEncoder().encode(JSON.stringify({ nonce, sentAt: now, body }));
  const data = await subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plaintext);
  const wrapped = await subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, await subtle.exportKey('raw', aesKey));
  return { kid: server.kid, key: toB64url(wrapped), iv: toB64url(iv), data: toB64url(data) };
}
