import { SEALED_WINDOW_MS, checkSealedContent, checkSealedShape } from '../../domain/access/sealed-payload';
import type { Clock } from '../../domain/kernel/ports';
import { fail, type Result } from '../../domain/kernel/result';
import type { PayloadKeys, ReplayGuard } from './ports';

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
