import { fail, ok, type Result } from '../../../domain/kernel/result';
import type { SeamlessDeps } from './deps';
import type { GameProvider } from './ports';

const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** Compares every character whatever the first difference, so timing tells nothing. */
function sameText(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/**
 * Fails closed: a request is the provider's only when it names a known provider and carries
 * HMAC-SHA256(secret, raw body) in hex; anything missing or different is `seamless.bad_signature`.
 */
export class VerifyProviderRequest {
  constructor(private readonly deps: Pick<SeamlessDeps, 'providers' | 'crypto'>) {}

  async execute(code: string | undefined, rawBody: string, signature: string | undefined): Promise<Result<GameProvider>> {
    if (!code || !signature) return fail('seamless.bad_signature');
    const provider = await this.deps.providers.find(code);
    if (!provider) return fail('seamless.bad_signature');
    const expected = hex(this.deps.crypto.hmacSha256(provider.secret, rawBody));
    return sameText(expected, signature.toLowerCase()) ? ok(provider) : fail('seamless.bad_signature');
  }
}
