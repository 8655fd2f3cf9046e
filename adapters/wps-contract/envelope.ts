import { Type, type Static, type TSchema } from 'typebox';

/** `message.key` is an i18n key (`errors.<code>` on failure), `params` its substitutions. */
export const Message = Type.Object({
  key: Type.String(),
  params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
});

/** The one response envelope of every /wps route. `code` is `ok` or a dotted failure code. */
export const Envelope = <T extends TSchema>(value: T) =>
  Type.Object({
    success: Type.Boolean(),
    code: Type.String(),
    message: Message,
    value: Type.Union([value, Type.Null()]),
  });

export const FailureValue = Type.Object({
  field: Type.Optional(Type.String()),
  captcha: Type.Optional(Type.Boolean()),
  work: Type.Optional(
    Type.Integer({
      description: 'access.human_verification_too_weak: the proof-of-work difficulty (maxnumber) this login needs; ask for a challenge naming the username',
    }),
  ),
  balance: Type.Optional(Type.String({ description: 'minor units the player can stake now (play.* and wallet.insufficient_funds)' })),
  until: Type.Optional(
    Type.String({ format: 'date-time', description: 'protection.time_out and protection.self_excluded: when the break ends (absent: permanent)' }),
  ),
  limit: Type.Optional(Type.String({ description: 'protection.*_limit: the limit reached, as metric:period (deposit:day)' })),
  remaining: Type.Optional(Type.String({ description: 'protection.*_limit: minor units still allowed in that window' })),
  contracts: Type.Optional(
    Type.Array(Type.Object({ id: Type.Integer(), holder: Type.String(), rate: Type.String() }), {
      description: 'agency.downline_contracts_end: the downline contracts accepting would end',
    }),
  ),
  errors: Type.Optional(
    Type.Array(
      Type.Object({
        code: Type.String(),
        field: Type.Optional(Type.String()),
        params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
      }),
    ),
  ),
});

export const ErrorEnvelope = Envelope(FailureValue);

export type EnvelopeOf<T> = { success: boolean; code: string; message: Static<typeof Message>; value: T | null };
