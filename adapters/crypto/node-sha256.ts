import { createHash } from 'node:crypto';
import type { Sha256 } from '../../core/domain/audit/audit-chain';

export const nodeSha256: Sha256 = (bytes) => new Uint8Array(createHash('sha256').update(bytes).digest());
