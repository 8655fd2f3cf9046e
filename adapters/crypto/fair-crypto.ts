import { createHash, createHmac } from 'node:crypto';
import type { FairCrypto } from '../../core/platform/play/ports';

export const nodeFairCrypto: FairCrypto = {
  hmacSha256: (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest()),
  sha256Hex: (text) => createHash('sha256').update(text).digest('hex'),
};
