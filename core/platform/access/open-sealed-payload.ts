import { SEALED_WINDOW_MS, checkSealedContent, checkSealedShape } from '../../domain/access/sealed-payload';
import type { Clock } from '../../domain/kernel/ports';
import { fail, type Result } from '../../domain/kernel/result';

/** The server's key pair: its public half for clients, and opening what was sealed with it. */
export interface PayloadKeys {
  publicKey(): Promise<{ kid: string; spki: string }>;
  /** The plaintext, or null when the payload was not sealed with a current key or was altered. */
  open(sealed: { kid: string; key: string; iv: string; data: string }): Promise<string | null>;
}

/** Single-use markers shared by every server process. */
export interface ReplayGuard {
  /** True the first time an id is claimed before it expires, false after. */
  claim(id: string, expiresAt: Date): Promise<boolean>;
}

/**
 * Opens a sealed request body: it must decrypt with the server's key, be fresh (sealed within
 * five minutes of now) and never have been seen before; the answer is the body inside.
 */
export class OpenSealedPayload {
  constructor(private readonly deps: { keys: PayloadKeys; replays: ReplayGuard; clock: Clock }) {}

  async execute(sealed: unknown): Promise<Result<Readonly<Record<string, unknown>>>> {
    const shaped = checkSealedShape(sealed);
    if (!shaped.ok) return shaped;
    const plaintext = await this.deps.keys.open(shaped.value);
    if (plaintext === null) return fail('request.sealed_unreadable');
    const now = this.deps.clock.now().getTime();
    const content = checkSealedContent(plaintext, now);
    if (!content.ok) return content;
    const fresh = await this.deps.replays.claim(`sealed:${content.value.nonce}`, new Date(now + 2 * SEALED_WINDOW_MS));
    return fresh ? { ok: true, value: content.value.body } : fail('request.sealed_replayed');
  }
}
