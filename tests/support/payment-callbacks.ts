import { HmacSigner } from '../../adapters/crypto/hmac-signer';
import { loadOrCreateSecret } from '../../adapters/sql/secrets';
import { formatSignature, SIGNATURE_HEADER, signedContent } from '../../core/domain/wallet/payment-signature';
import type { TestServer } from './test-server';
import { call, type Answer } from './wps-http';

/** The demo provider's signer, with the merchant secret the server keeps. */
export async function merchantSigner(server: TestServer): Promise<HmacSigner> {
  return new HmacSigner(await loadOrCreateSecret(server.database.db, 'psp:demo'));
}

export interface CallbackOptions {
  readonly timestamp?: number;
  /** Overrides the signature header (or leaves it out when null). */
  readonly signature?: string | null;
}

/** Posts `body` to the callback route signed as the provider would (now, unless told otherwise). */
export async function sendCallback(server: TestServer, signer: HmacSigner, body: string, options: CallbackOptions = {}): Promise<Answer> {
  const bytes = new TextEncoder().encode(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature = options.signature === undefined ? formatSignature({ timestamp, mac: signer.sign(signedContent(timestamp, bytes)) }) : options.signature;
  const headers: Record<string, string> = signature === null ? {} : { [SIGNATURE_HEADER]: signature };
  return call(server, 'POST', '/wps/payment/callback', { raw: bytes, contentType: 'application/json', headers });
}

export const notice = (orderId: string, amount: string, status: 'success' | 'failed', currency = 'PKR') =>
  JSON.stringify({ orderId, amount, currency, status, reference: 'DP-test' });
