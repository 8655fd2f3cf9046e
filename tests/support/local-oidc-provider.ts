import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Tamper = 'none' | 'nonce' | 'audience' | 'signature' | 'expired';

export interface LocalOidcProvider {
  readonly issuer: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** Who signs in at the provider next (the provider's consent screen is skipped). */
  user: { sub: string; email: string; name: string };
  /** Makes the next ID tokens wrong in one way, as a broken or hostile provider would. */
  tamper: Tamper;
  close(): Promise<void>;
}

const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * A small OpenID Connect provider on a real socket for the tests: discovery, an authorize
 * endpoint that signs the configured user in at once, a token endpoint that checks the client
 * secret, the redirect URI and the PKCE verifier, and RS256 ID tokens published through JWKS.
 */
export async function startLocalOidcProvider(): Promise<LocalOidcProvider> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const kid = randomBytes(4).toString('hex');
  const codes = new Map<string, { nonce: string; challenge: string; redirectUri: string; sub: string; email: string; name: string }>();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', provider.issuer);
    const json = (status: number, body: object) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: provider.issuer,
        authorization_endpoint: `${provider.issuer}/authorize`,
        token_endpoint: `${provider.issuer}/token`,
        jwks_uri: `${provider.issuer}/jwks`,
      });
    }
    if (url.pathname === '/jwks') return json(200, { keys: [{ ...publicKey.export({ format: 'jwk' }), kid, alg: 'RS256', use: 'sig' }] });
    if (url.pathname === '/authorize') {
      const q = url.searchParams;
      if (q.get('client_id') !== provider.clientId || q.get('code_challenge_method') !== 'S256') return json(400, { error: 'invalid_request' });
      const code = randomBytes(16).toString('hex');
      codes.set(code, { nonce: q.get('nonce') ?? '', challenge: q.get('code_challenge') ?? '', redirectUri: q.get('redirect_uri') ?? '', ...provider.user });
      const back = new URL(q.get('redirect_uri')!);
      back.searchParams.set('code', code);
      back.searchParams.set('state', q.get('state') ?? '');
      return response.writeHead(302, { location: back.toString() }).end();
    }
    if (url.pathname === '/token' && request.method === 'POST') {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(raw);
        const grant = codes.get(form.get('code') ?? '');
        codes.delete(form.get('code') ?? '');
        const verifierHash = createHash('sha256')
          .update(form.get('code_verifier') ?? '')
          .digest('base64url');
        if (!grant || form.get('client_secret') !== provider.clientSecret || form.get('redirect_uri') !== grant.redirectUri || verifierHash !== grant.challenge)
          return json(400, { error: 'invalid_grant' });
        const now = Math.floor(Date.now() / 1000);
        const claims = {
          iss: provider.issuer,
          sub: grant.sub,
          aud: provider.tamper === 'audience' ? 'someone-else' : provider.clientId,
          iat: now,
          exp: provider.tamper === 'expired' ? now - 3600 : now + 300,
          nonce: provider.tamper === 'nonce' ? 'another-login' : grant.nonce,
          email: grant.email,
          email_verified: true,
          name: grant.name,
        };
        const unsigned = `${b64({ alg: 'RS256', kid, typ: 'JWT' })}.${b64(claims)}`;
        const signature = sign('RSA-SHA256', Buffer.from(unsigned), privateKey).toString('base64url');
        const idToken = `${unsigned}.${provider.tamper === 'signature' ? signature.split('').reverse().join('') : signature}`;
        json(200, { access_token: randomBytes(16).toString('hex'), token_type: 'Bearer', expires_in: 300, id_token: idToken });
      });
      return;
    }
    json(404, { error: 'not_found' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const provider: LocalOidcProvider = {
    issuer: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    clientId: 'portal-client',
    clientSecret: randomBytes(12).toString('hex'),
    user: { sub: 'user-1', email: 'player@example.com', name: 'Player One' },
    tamper: 'none',
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
  return provider;
}
