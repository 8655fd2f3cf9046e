import type { Result } from '../../../core/domain/kernel/result';

/**
 * One request id per submit: a new one for a new payload, the same one when the very same payload
 * is sent again after the network failed (the server then replays instead of moving twice).
 */
export class RequestIds {
  private pending: { payload: string; id: string } | null = null;

  constructor(private readonly newId: () => string) {}

  idFor(payload: string): string {
    if (this.pending?.payload !== payload) this.pending = { payload, id: this.newId() };
    return this.pending.id;
  }

  /** An answer from the server ends the submit; only a network failure keeps the id for a retry. */
  settle(result: Result<unknown>): void {
    if (result.ok || !result.error.code.startsWith('network.')) this.pending = null;
  }
}
