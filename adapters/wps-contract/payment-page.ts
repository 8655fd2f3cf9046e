import { Type, type Static } from 'typebox';
import { DecimalAmount, Deposit, Minor } from './wallet';

export const PaymentPageMethod = Type.Object({
  enabled: Type.Boolean(),
  min: Minor,
  max: Minor,
  scale: Type.Integer(),
  displayName: Type.String(),
});

export const PaymentPageBody = Type.Object({ amount: DecimalAmount }, { additionalProperties: false });

/** The stored order and the provider's hosted page to send the player to. */
export const PaymentPageStart = Type.Object({ deposit: Deposit, checkoutUrl: Type.String() });

/** What the merchant answers the provider's notice with. */
export const CallbackAnswer = Type.Object({ orderId: Type.Union([Type.String(), Type.Null()]), status: Type.String() });

export type PaymentPageMethodDto = Static<typeof PaymentPageMethod>;
export type PaymentPageStartDto = Static<typeof PaymentPageStart>;
