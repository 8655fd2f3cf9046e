import { Type, type Static } from 'typebox';
import { printablePattern } from '../../core/domain/kernel/free-text';
import { literals, Text } from './fields';
import { EXCLUSION_CHOICES, TIMEOUT_CHOICES } from '../../core/domain/protection/breaks';
import { LIMIT_KEYS, LIMIT_PERIODS } from '../../core/domain/protection/limits';

const Minor = Type.Union([Type.String({ description: 'minor units (minutes for the session limit)' }), Type.Null()]);
const Instant = Type.String({ format: 'date-time' });

export const LimitKeyText = literals(LIMIT_KEYS);

export const LimitBody = Type.Object(
  {
    key: LimitKeyText,
    value: Type.Union([
      Type.String({
        maxLength: 24,
        pattern: printablePattern('line'),
        description: 'major units ("500.00"), whole minutes for session; null or blank removes',
      }),
      Type.Null(),
    ]),
  },
  { additionalProperties: false },
);
export const TimeoutBody = Type.Object({ duration: literals(TIMEOUT_CHOICES) }, { additionalProperties: false });
export const ExclusionBody = Type.Object({ duration: literals(EXCLUSION_CHOICES) }, { additionalProperties: false });

/** The optional deposit limit a registration may carry: applies with the new account, at once. */
export const RegisterDepositLimit = Type.Object({ period: literals(LIMIT_PERIODS), value: Text(24) }, { additionalProperties: false });

export const LimitItem = Type.Object({
  key: LimitKeyText,
  member: Minor,
  pending: Type.Union([Type.Object({ value: Minor, at: Instant }), Type.Null()], { description: 'an increase or removal waiting for its cooling-off' }),
  operator: Minor,
  effective: Minor,
  used: Type.Union([Type.String(), Type.Null()], { description: "the current window's usage while usage is counted" }),
  resetsAt: Type.Union([Instant, Type.Null()]),
});

export const PauseItem = Type.Object({
  kind: literals(['timeout', 'exclusion']),
  startedAt: Instant,
  endsAt: Type.Union([Instant, Type.Null()], { description: 'null: permanent' }),
});

export const ProtectionState = Type.Object({ limits: Type.Array(LimitItem), pause: Type.Union([PauseItem, Type.Null()]) });
export const MemberProtectionState = Type.Object({ account: Type.String(), ...ProtectionState.properties });

export type LimitBodyDto = Static<typeof LimitBody>;
export type TimeoutBodyDto = Static<typeof TimeoutBody>;
export type ExclusionBodyDto = Static<typeof ExclusionBody>;
export type ProtectionStateDto = Static<typeof ProtectionState>;
export type MemberProtectionStateDto = Static<typeof MemberProtectionState>;
