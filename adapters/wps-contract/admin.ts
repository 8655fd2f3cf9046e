import { Type, type Static } from 'typebox';
import { Text } from './fields';
import { MemberInfo } from './member';

export const MemberLookupParams = Type.Object({ account: Text(64) }, { additionalProperties: false });

export const MemberRecord = Type.Object({
  ...MemberInfo.properties,
  lockedUntil: Type.Union([Type.String(), Type.Null()]),
});

export const SettingParams = Type.Object({ key: Type.String({ pattern: '^[A-Za-z]{1,40}$' }) }, { additionalProperties: false });
export const SettingBody = Type.Object({ value: Type.Unknown() }, { additionalProperties: false });
export const Settings = Type.Record(Type.String(), Type.Unknown());

export const CreateStaffBody = Type.Object({ username: Text(64), password: Text(128) }, { additionalProperties: false });
export const CreatedAccount = Type.Object({ id: Type.Integer(), account: Type.String() });

export type MemberRecordDto = Static<typeof MemberRecord>;
