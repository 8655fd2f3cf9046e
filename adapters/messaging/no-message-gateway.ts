import { fail } from '../../core/domain/kernel/result';
import type { EmailSender, SmsSender } from '../../core/platform/verification/ports';

/** Outside a demo, with no operator's gateway configured: every SMS and email is refused, and nothing is stored. */
export class NoMessageGateway {
  readonly sms: SmsSender = { send: async () => fail('verification.no_gateway') };
  readonly email: EmailSender = { send: async () => fail('verification.no_gateway') };
}
