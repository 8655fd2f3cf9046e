import type { TestServer } from '../support/test-server';
import { call, type Answer, type CallOptions } from '../support/wps-http';

const DOWN_MS = 1_000;
const TIMEOUT_MS = 15_000;

/**
 * What a load balancer in front of the processes does: round robin, and a process that refuses
 * the connection is left out for a second while the request goes to the next one (safe: the
 * request never reached it). A reset or a timeout after the request was sent is the client's
 * failure, as it would be behind a real balancer.
 */
export class Balancer {
  private next = 0;
  private readonly downUntil: number[];

  constructor(private readonly urls: readonly string[]) {
    this.downUntil = urls.map(() => 0);
  }

  async send(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    let lastError: unknown = null;
    for (let tries = 0; tries < this.urls.length * 2; tries++) {
      const i = this.pick();
      try {
        return await call({ url: this.urls[i]! } as TestServer, method, path, { ...options, signal: AbortSignal.timeout(TIMEOUT_MS) });
      } catch (error) {
        if (!refused(error)) throw error;
        this.downUntil[i] = Date.now() + DOWN_MS;
        lastError = error;
      }
    }
    throw lastError;
  }

  private pick(): number {
    const now = Date.now();
    for (let k = 0; k < this.urls.length; k++) {
      const i = (this.next + k) % this.urls.length;
      if (this.downUntil[i]! <= now) {
        this.next = i + 1;
        return i;
      }
    }
    this.next += 1;
    return this.next % this.urls.length;
  }
}

const refused = (error: unknown) => causeCode(error) === 'ECONNREFUSED';

/** `connection refused`, `connection reset`, `timeout`…: what the client saw instead of an answer. */
export function failureOf(error: unknown): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'timeout';
  const code = causeCode(error);
  if (code === 'ECONNREFUSED') return 'connection refused';
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET') return 'connection reset';
  return code ?? String(error);
}

function causeCode(error: unknown): string | undefined {
  const cause = (error as { cause?: { code?: string } } | null)?.cause;
  return cause?.code;
}
