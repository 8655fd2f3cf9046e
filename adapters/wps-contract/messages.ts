import { Type, type Static } from 'typebox';
import { Text } from './fields';

const MessageType = Type.Union([
  Type.Literal('new_message'),
  Type.Literal('deposit_credited'),
  Type.Literal('withdrawal_approved'),
  Type.Literal('withdrawal_rejected'),
  Type.Literal('deposit_failed'),
  Type.Literal('reward_paid'),
  Type.Literal('application_rejected'),
  Type.Literal('rebate_paid'),
  Type.Literal('vip_upgraded'),
  Type.Literal('referral_reward'),
  Type.Literal('redemption_approved'),
  Type.Literal('redemption_rejected'),
  Type.Literal('feedback_reply'),
  Type.Literal('contract_offered'),
  Type.Literal('contract_changed'),
  Type.Literal('settlement_paid'),
  Type.Literal('settlement_due'),
]);
const Ids = Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { minItems: 1, maxItems: 100, uniqueItems: true });

export const MessagesQuery = Type.Object(
  {
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^[1-9][0-9]?$' })),
    unread: Type.Optional(Type.Union([Type.Literal('1'), Type.Literal('0')])),
  },
  { additionalProperties: false },
);

export const Message = Type.Object({
  id: Type.Integer(),
  type: MessageType,
  params: Type.Record(Type.String(), Type.String()),
  createdAt: Type.String(),
  readAt: Type.Union([Type.String(), Type.Null()]),
});

export const MessagePage = Type.Object({ items: Type.Array(Message), pageNo: Type.Integer(), totalPages: Type.Integer(), unread: Type.Integer() });
export const MarkReadBody = Type.Object({ ids: Type.Optional(Ids) }, { additionalProperties: false, description: 'without ids every message is marked read' });
export const DeleteMessagesBody = Type.Object({ ids: Ids }, { additionalProperties: false });
export const UnreadLeft = Type.Object({ unread: Type.Integer() });
export const SendMessageBody = Type.Object(
  {
    to: Type.Optional(Text(64)),
    all: Type.Optional(Type.Literal(true)),
    vip: Type.Optional(Type.Integer({ minimum: 1, maximum: 99 })),
    title: Text(100),
    body: Text(2000),
  },
  { additionalProperties: false, description: 'exactly one of `to` (a username), `all` and `vip` (a VIP level: that level and above)' },
);
export const Recipients = Type.Object({ recipients: Type.Integer() });

export type MessageDto = Static<typeof Message>;
export type MessagePageDto = Static<typeof MessagePage>;
export type SendMessageBodyDto = Static<typeof SendMessageBody>;
