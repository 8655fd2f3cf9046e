import { createHmac } from 'node:crypto';
import { PROVIDER_HEADER, SIGNATURE_HEADER } from '../../adapters/wps-contract/seamless';
import { PLAY_SESSION_HEADER } from '../../adapters/wps-contract/play';
import type { TestServer } from './test-server';
import { call, type Answer } from './wps-http';

export interface ProviderCredentials {
  readonly code: string;
  readonly secret: string;
}

/** A provider's signed call: HMAC-SHA256(secret, raw body) in hex beside the provider code. */
export function signedCall(
  server: TestServer,
  provider: ProviderCredentials,
  action: string,
  body: Record<string, string>,
  secret = provider.secret,
): Promise<Answer> {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', secret).update(raw).digest('hex');
  return call(server, 'POST', `/wps/seamless/${action}`, {
    raw,
    contentType: 'application/json',
    headers: { [PROVIDER_HEADER]: provider.code, [SIGNATURE_HEADER]: signature },
  });
}

/** A play-session token for a member (what a provider's game receives at launch). */
export async function playToken(server: TestServer, memberToken: string, gameCode = 'HOUSE_LOTUS'): Promise<string> {
  const launched = await call(server, 'POST', '/wps/game/launchGame', { token: memberToken, body: { gameCode } });
  const launch = new URL(launched.body.value.url as string, server.url).searchParams.get('launch');
  const opened = await call(server, 'POST', '/wps/house/session', { body: { launch } });
  return opened.body.value.token as string;
}

export { PLAY_SESSION_HEADER };
