import type { Texts } from '../../domain/system/content-texts';
import type { SettingsRepository } from '../system/ports';
import type { PaymentCheckout } from './ports';

export interface PaymentPageMethodView {
  readonly enabled: boolean;
  readonly min: bigint;
  readonly max: bigint;
  readonly scale: number;
  readonly displayName: string;
  readonly texts: Texts<'displayName'>;
}

/** The payment page as members see it: offered only when the operator enables it and a payment provider is connected. */
export class GetPaymentPageMethod {
  constructor(private readonly deps: { settings: SettingsRepository; checkout: PaymentCheckout | null }) {}

  async execute(): Promise<PaymentPageMethodView> {
    const settings = await this.deps.settings.load();
    const m = settings.paymentPage;
    return {
      enabled: m.enabled && this.deps.checkout !== null,
      min: BigInt(m.min),
      max: BigInt(m.max),
      scale: settings.currency.scale,
      displayName: m.displayName,
      texts: m.texts ?? {},
    };
  }
}
