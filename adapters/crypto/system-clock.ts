import { randomBytes } from 'node:crypto';
import type { Clock, Random } from '../../core/domain/kernel/ports';

export const systemClock: Clock = { now: () => new Date() };

export const cryptoRandom: Random = { bytes: (length) => new Uint8Array(randomBytes(length)) };
