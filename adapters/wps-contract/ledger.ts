import { Type, type Static } from 'typebox';

const Minor = Type.String({ pattern: '^-?[0-9]+$', description: 'minor units as an integer string' });

export const AuditReport = Type.Object({
  ok: Type.Boolean(),
  accounts: Type.Integer(),
  transfers: Type.Integer(),
  sumOfBalances: Minor,
  duplicateKeys: Type.Integer(),
  negativeAccounts: Type.Array(Type.String()),
  mismatches: Type.Array(Type.Object({ code: Type.String(), stored: Minor, computed: Minor, heldStored: Minor, heldComputed: Minor })),
});

export type AuditReportDto = Static<typeof AuditReport>;
