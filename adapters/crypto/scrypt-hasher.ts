import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '../../core/platform/access/ports';
import { backgroundScrypt } from './background-scrypt';

export interface ScryptCost {
  readonly N: number;
  readonly r: number;
  readonly p: number;
}

/** OWASP's scrypt setting: N=2^17, r=8, p=1 (128 MiB per hash, so maxmem is raised). */
export const OWASP_SCRYPT: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  return backgroundScrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: 256 * cost.N * cost.r });
}

/**
 * Stored as `scrypt$N$r$p$salt$hash` (base64): a hash verifies with the cost it was made with, so
 * the cost can change without breaking old hashes. New hashes use the cost this hasher was built with.
 */
export class ScryptHasher implements PasswordHasher {
  constructor(private readonly cost: ScryptCost) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(16);
    const key = await derive(password, salt, this.cost);
    return ['scrypt', this.cost.N, this.cost.r, this.cost.p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const [scheme, n, r, p, salt, hash] = stored.split('$');
    if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
    const expected = Buffer.from(hash, 'base64');
    const key = await derive(password, Buffer.from(salt, 'base64'), { N: Number(n), r: Number(r), p: Number(p) });
    return key.length === expected.length && timingSafeEqual(key, expected);
  }
}
