import { DeliverMessages } from '../../core/platform/verification/deliver-messages';
import { SqlOutboundMessages } from '../../adapters/sql/repositories/sql-outbound-messages';
import { HttpMessageGateway, type MessageGatewayConfig } from '../../adapters/messaging/http-message-gateway';
import type { Clock } from '../../core/domain/kernel/ports';
import { PeriodicJob } from '../../adapters/scheduler/periodic-job';
import { untilDue } from './jobs';

/** SMS and email are queued for an operator's HTTP gateway when one is configured; otherwise held in the outbox table in a demo, and refused outside one. */
export interface MessagingOptions {
  readonly messageGateway?: MessageGatewayConfig | undefined;
}

/** MESSAGE_GATEWAY_URL and MESSAGE_GATEWAY_SECRET send SMS and email through the operator's gateway instead of the outbox. */
export function messageGatewayOf(env: Readonly<Record<string, string | undefined>>): MessageGatewayConfig | undefined {
  const url = env['MESSAGE_GATEWAY_URL'];
  const secret = env['MESSAGE_GATEWAY_SECRET'];
  if (!url) return undefined;
  if (!secret) throw new Error('MESSAGE_GATEWAY_URL needs MESSAGE_GATEWAY_SECRET to sign its requests');
  return { url, secret };
}

/** Sends what the outbox queued through the operator's gateway: woken when a message is queued, and when the next retry is due. */
export function messageDelivery(queue: SqlOutboundMessages, gateway: MessageGatewayConfig, clock: Clock, everyMs: number): PeriodicJob {
  const deliver = new DeliverMessages({ queue, gateway: new HttpMessageGateway(gateway), clock });
  return new PeriodicJob('message_delivery', () => deliver.execute(), { everyMs, untilDue: untilDue(clock, () => deliver.nextDueAt()) });
}
