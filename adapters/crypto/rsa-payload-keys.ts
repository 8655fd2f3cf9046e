import { createDecipheriv, createHash, generateKeyPairSync, privateDecrypt, constants } from 'node:crypto';
import type { PayloadKeys } from '../../core/platform/access/ports';

export interface StoredKey {
  readonly kid: string;
  readonly spki: string;
  readonly privatePem: string;
}

const TAG_BYTES = 16;

function newKey(): StoredKey {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const spki = publicKey.export({ type: 'spki', format: 'der' });
  return {
    kid: createHash('sha256').update(spki).digest('base64url').slice(0, 16),
    spki: spki.toString('base64url'),
    privatePem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  };
}

/** Where the key pair is kept so that every server process shares it: `make` is called only when none is kept yet. */
export type KeepKey = (make: () => StoredKey) => Promise<StoredKey>;

/**
 * The server's RSA-OAEP (SHA-256) key pair for sealed payloads, made on first use and kept by
 * `keep`. Opening unwraps the AES-256 key and decrypts the AES-GCM data (WebCrypto's layout:
 * ciphertext then the 16-byte tag).
 */
export class RsaPayloadKeys implements PayloadKeys {
  private key: Promise<StoredKey> | null = null;

  constructor(private readonly keep: KeepKey) {}

  async publicKey(): Promise<{ kid: string; spki: string }> {
    const { kid, spki } = await this.current();
    return { kid, spki };
  }

  async open(sealed: { kid: string; key: string; iv: string; data: string }): Promise<string | null> {
    const key = await this.current();
    if (sealed.kid !== key.kid) return null;
    try {
      const aesKey = privateDecrypt(
        { key: key.privatePem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
        Buffer.from(sealed.key, 'base64url'),
      );
      const data = Buffer.from(sealed.data, 'base64url');
      const iv = Buffer.from(sealed.iv, 'base64url');
      if (aesKey.length !== 32 || iv.length !== 12 || data.length <= TAG_BYTES) return null;
      const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
      decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
      return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }

  private current(): Promise<StoredKey> {
    this.key ??= this.keep(newKey);
    return this.key;
  }
}
