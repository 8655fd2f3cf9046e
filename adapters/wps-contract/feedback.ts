import { Type, type Static } from 'typebox';
import { Lines, Text } from './fields';

export const FeedbackBody = Type.Object(
  { type: Text(16), content: Text(1000), images: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 2_147_483_647 }), { maxItems: 10 })) },
  { additionalProperties: false },
);
export const FeedbackReplyBody = Type.Object({ reply: Lines(4000) }, { additionalProperties: false });
export const FeedbackIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

export const FeedbackItem = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  type: Type.String(),
  content: Type.String(),
  images: Type.Array(Type.Integer()),
  reply: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  repliedAt: Type.Union([Type.String(), Type.Null()]),
});
export const FeedbackList = Type.Array(FeedbackItem);

export type FeedbackBodyDto = Static<typeof FeedbackBody>;
export type FeedbackItemDto = Static<typeof FeedbackItem>;
