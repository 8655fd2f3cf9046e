import { Type, type Static } from 'typebox';
import { Text } from './fields';

export const ResetByEmailBody = Type.Object({ username: Text(64), email: Text(254) }, { additionalProperties: false });
export const ResetByEmailValue = Type.Object({ result: Type.Literal('in_been_out') });
export const ResetWithTokenBody = Type.Object({ token: Text(128), newPassword: Text(128), confirmNewPassword: Text(128) }, { additionalProperties: false });
export const ResetBySmsBody = Type.Object(
  {
    mobileNum: Text(20),
    countryDialingCode: Type.String({ pattern: '^\\+?[0-9]{1,4}$' }),
    verificationCode: Text(16),
    newPassword: Text(128),
    confirmNewPassword: Text(128),
  },
  { additionalProperties: false },
);

export type ResetByEmailBodyDto = Static<typeof ResetByEmailBody>;
export type ResetWithTokenBodyDto = Static<typeof ResetWithTokenBody>;
export type ResetBySmsBodyDto = Static<typeof ResetBySmsBody>;
