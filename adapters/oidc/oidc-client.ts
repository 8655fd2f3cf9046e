import { createHash, createPublicKey, verify, type webcrypto } from 'node:crypto';

type JsonWebKey = webcrypto.JsonWebKey;
import type { IdTokenClaims } from '../../core/domain/access/oidc-claims';
import { fail, ok, type Result } from '../../core/domain/kernel/result';
import type { OidcClientSettings } from '../../core/domain/system/settings';
import type { OidcClient } from '../../core/platform/access/ports';

interface Discovery {
  readonly authorization_endpoint: string;
  readonly token_endpoint: string;
  readonly jwks_uri: string;
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
const TIMEOUT_MS = 5_000;

async function getJson<T>(url: string, init?: RequestInit): Promise<T | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * OpenID Connect over HTTP with node:crypto: discovery (kept per issuer), the authorization URL
 * with a PKCE S256 challenge, the code exchanged at the token endpoint (client_secret_post), and
 * the ID token's RS256 signature checked against the provider's JWKS. The claims are left to
 * core's checkIdTokenClaims.
 */
export class HttpOidcClient implements OidcClient {
  private readonly discovered = new Map<string, Discovery>();

  async authorizationUrl(
    config: OidcClientSettings,
    request: { state: string; nonce: string; verifier: string; redirectUri: string },
  ): Promise<Result<string>> {
    const discovery = await this.discover(config.issuer);
    if (!discovery) return fail('social.provider_unreachable');
    const url = new URL(discovery.authorization_endpoint);
    const params = {
      response_type: 'code',
      client_id: config.clientId,
      redirect_uri: request.redirectUri,
      scope: 'openid email profile',
      state: request.state,
      nonce: request.nonce,
      code_challenge: base64url(createHash('sha256').update(request.verifier).digest()),
      code_challenge_method: 'S256',
    };
    for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
    return ok(url.toString());
  }

  async exchangeCode(config: OidcClientSettings, request: { code: string; verifier: string; redirectUri: string }): Promise<Result<IdTokenClaims>> {
    const discovery = await this.discover(config.issuer);
    if (!discovery) return fail('social.provider_unreachable');
    const body = new URLSearchParams({
      grant_type: 'authorization_code',
      code: request.code,
      redirect_uri: request.redirectUri,
      client_id: config.clientId,
      client_secret: config.clientSecret,
      code_verifier: request.verifier,
    });
    const tokens = await getJson<{ id_token?: unknown }>(discovery.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (!tokens || typeof tokens.id_token !== 'string') return fail('social.code_refused');
    return this.verifiedClaims(discovery, tokens.id_token);
  }

  private async verifiedClaims(discovery: Discovery, jwt: string): Promise<Result<IdTokenClaims>> {
    const refused = fail('social.token_invalid', { params: { reason: 'signature' } });
    const [headerPart, payloadPart, signaturePart] = jwt.split('.');
    if (!headerPart || !payloadPart || !signaturePart) return refused;
    let header: { alg?: unknown; kid?: unknown };
    let claims: IdTokenClaims;
    try {
      header = JSON.parse(Buffer.from(headerPart, 'base64url').toString('utf8'));
      claims = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
    } catch {
      return refused;
    }
    if (header.alg !== 'RS256') return refused;
    const jwks = await getJson<{ keys?: (JsonWebKey & { kid?: string })[] }>(discovery.jwks_uri);
    const jwk = jwks?.keys?.find((k) => k.kty === 'RSA' && (header.kid === undefined || k.kid === header.kid));
    if (!jwk) return refused;
    try {
      const key = createPublicKey({ key: jwk, format: 'jwk' });
      const valid = verify('RSA-SHA256', Buffer.from(`${headerPart}.${payloadPart}`), key, Buffer.from(signaturePart, 'base64url'));
      return valid ? ok(claims) : refused;
    } catch {
      return refused;
    }
  }

  private async discover(issuer: string): Promise<Discovery | null> {
    const known = this.discovered.get(issuer);
    if (known) return known;
    const found = await getJson<Discovery>(`${issuer.replace(/\/$/, '')}/.well-known/openid-configuration`);
    if (!found?.authorization_endpoint || !found.token_endpoint || !found.jwks_uri) return null;
    this.discovered.set(issuer, found);
    return found;
  }
}
