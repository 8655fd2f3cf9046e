import { Type, type Static } from 'typebox';
import { Text } from './fields';
import { LoginPurposeSchema } from './session';

export const SocialProviderParams = Type.Object({ provider: Type.String({ pattern: '^[A-Z]{2,16}$' }) }, { additionalProperties: false });
export const SocialStartQuery = Type.Object(
  { returnTo: Type.Optional(Text(512)), link: Type.Optional(Type.Literal('1')), purpose: Type.Optional(LoginPurposeSchema) },
  { additionalProperties: false },
);
/** Providers add parameters of their own (scope, iss, session_state…), so others are allowed. */
export const SocialCallbackQuery = Type.Object(
  { code: Type.Optional(Text(2048)), state: Type.Optional(Text(256)), error: Type.Optional(Text(256)) },
  { additionalProperties: true },
);
export const SocialLinkList = Type.Array(Type.Object({ provider: Type.String(), linkedAt: Type.String() }));

export type SocialStartQueryDto = Static<typeof SocialStartQuery>;
export type SocialCallbackQueryDto = Static<typeof SocialCallbackQuery>;
