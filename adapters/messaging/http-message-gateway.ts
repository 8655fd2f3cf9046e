import { createHmac, randomUUID } from 'node:crypto';
import { fail, ok, type Result } from '../../core/domain/kernel/result';
import type { OutgoingMessage } from '../../core/domain/messaging/outgoing-message';
import type { MessageGateway } from '../../core/platform/verification/ports';

export interface MessageGatewayConfig {
  /** Where SMS and emails are posted, e.g. https://sms.example.com/send. */
  readonly url: string;
  /** Shared with the gateway; signs every request. */
  readonly secret: string;
  readonly timeoutMs?: number;
}

export const GATEWAY_SIGNATURE_HEADER = 'x-portal-signature';
export const GATEWAY_TIMESTAMP_HEADER = 'x-portal-timestamp';

/** What the gateway checks: HMAC-SHA256(secret, `${timestamp}.${raw body}`) in hex, so an old request cannot be replayed with a new time. */
export function gatewaySignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/**
 * SMS and email through an operator's HTTP gateway (a real SMS or mail provider, or a relay in
 * front of one): a signed JSON POST of { id, channel, to, subject, text }. 2xx is sent, 402 is no
 * credit left at the provider, anything else (or no answer in time) is a failed send. Message
 * texts hold codes, so nothing here logs them.
 */
export class HttpMessageGateway implements MessageGateway {
  constructor(
    private readonly config: MessageGatewayConfig,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: OutgoingMessage): Promise<Result<null>> {
    const body = JSON.stringify({ id: randomUUID(), channel: message.channel, to: message.to, subject: message.subject, text: message.text });
    const timestamp = String(Math.floor(this.now().getTime() / 1000));
    try {
      const response = await fetch(this.config.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          [GATEWAY_TIMESTAMP_HEADER]: timestamp,
          [GATEWAY_SIGNATURE_HEADER]: gatewaySignature(this.config.secret, timestamp, body),
        },
        body,
        signal: AbortSignal.timeout(this.config.timeoutMs ?? 5_000),
      });
      await response.arrayBuffer();
      if (response.ok) return ok(null);
      return fail(response.status === 402 ? 'verification.quota_not_sufficient' : 'verification.send_failed');
    } catch {
      return fail('verification.send_failed');
    }
  }
}
