import { createHmac } from 'node:crypto';
import type { HmacSha1 } from '../../core/domain/access/totp';

/** The HMAC-SHA-1 that authenticator codes are computed with. */
export const nodeHmacSha1: HmacSha1 = { sign: (key, message) => new Uint8Array(createHmac('sha1', key).update(message).digest()) };
