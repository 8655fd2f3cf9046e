import { Type, type Static } from 'typebox';
import { BetsQuery } from './bets';
import { TransactionsQuery } from './wallet';
import { TermsFields } from './agency';
import { Day, Text } from './fields';

const Minor = Type.String({ description: 'minor units' });
const PageNo = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });
const PageSize = Type.String({ pattern: '^[1-9][0-9]?$' });
const AccountId = Type.String({ pattern: '^[1-9][0-9]{0,9}$' });

export const DownlineBody = Type.Object(
  {
    username: Text(64),
    password: Text(64),
    kind: Type.Union([Type.Literal('member'), Type.Literal('agent')]),
    /** An agent downline may be offered a contract with its account. */
    contract: Type.Optional(Type.Object(TermsFields, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export const AgentBody = Type.Object({ username: Text(64), password: Text(64), upline: Type.Optional(Text(64)) }, { additionalProperties: false });
export const CreatedAccount = Type.Object({
  id: Type.Integer(),
  account: Type.String(),
  type: Type.Integer(),
  contractId: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
});

/** Calendar dates in the operator's zone, both included; default: the last 7 days. */
export const TeamRangeQuery = Type.Object({ from: Type.Optional(Day), to: Type.Optional(Day) }, { additionalProperties: false });
export const DownlinesQuery = Type.Object(
  {
    from: Type.Optional(Day),
    to: Type.Optional(Day),
    parent: Type.Optional(AccountId),
    search: Type.Optional(Text(64)),
    pageNo: Type.Optional(PageNo),
    pageSize: Type.Optional(PageSize),
  },
  { additionalProperties: false },
);

const Play = { bet: Minor, validBet: Minor, win: Minor, profitLoss: Minor };

export const TeamOverview = Type.Object({
  from: Type.String(),
  to: Type.String(),
  teamSize: Type.Integer(),
  newMembers: Type.Integer(),
  firstDeposits: Type.Integer(),
  activeMembers: Type.Integer(),
  deposit: Minor,
  withdrawal: Minor,
  ...Play,
  teamBalance: Minor,
  daily: Type.Array(Type.Object({ day: Type.String(), ...Play })),
  scale: Type.Integer(),
});

export const DownlinePage = Type.Object({
  items: Type.Array(
    Type.Object({
      id: Type.Integer(),
      account: Type.String(),
      nickname: Type.String(),
      isAgent: Type.Boolean(),
      createdAt: Type.String(),
      teamSize: Type.Integer(),
      balance: Minor,
      ...Play,
      /** Top rate of each contract kind the downline holds from the caller, in basis points. */
      rates: Type.Record(Type.String(), Type.Integer()),
    }),
  ),
  breadcrumbs: Type.Array(Type.Object({ id: Type.Integer(), account: Type.String() })),
  pageNo: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
  scale: Type.Integer(),
});

export const UserLossPage = Type.Object({
  items: Type.Array(Type.Object({ id: Type.Integer(), account: Type.String(), nickname: Type.String(), isAgent: Type.Boolean(), ...Play })),
  pageNo: Type.Integer(),
  totalPages: Type.Integer(),
  total: Type.Integer(),
  scale: Type.Integer(),
});

export const TreeQuery = Type.Object({ depth: Type.Optional(Type.String({ pattern: '^(10|[1-9])$' })) }, { additionalProperties: false });
export const AgentTree = Type.Array(
  Type.Object({
    id: Type.Integer(),
    account: Type.String(),
    isAgent: Type.Boolean(),
    uplineId: Type.Union([Type.Integer(), Type.Null()]),
    depth: Type.Integer(),
  }),
);

export const AffiliateLink = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  url: Type.String(),
  domain: Type.String(),
  kind: Type.String(),
  enabled: Type.Boolean(),
  registrations: Type.Integer(),
  createdAt: Type.String(),
});
export const AffiliateLinkList = Type.Array(AffiliateLink);
export const LinkBody = Type.Object({ kind: Type.Union([Type.Literal('member'), Type.Literal('agent')]) }, { additionalProperties: false });
export const LinkIdParams = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) }, { additionalProperties: false });

/** A team member's records: `account` names it (default: the agent itself). */
export const TeamBetsQuery = Type.Object({ ...BetsQuery.properties, account: Type.Optional(Text(64)) }, { additionalProperties: false });
export const TeamTransactionsQuery = Type.Object({ ...TransactionsQuery.properties, account: Type.Optional(Text(64)) }, { additionalProperties: false });

export type DownlineBodyDto = Static<typeof DownlineBody>;
export type AgentBodyDto = Static<typeof AgentBody>;
export type TeamRangeQueryDto = Static<typeof TeamRangeQuery>;
export type DownlinesQueryDto = Static<typeof DownlinesQuery>;
export type TeamOverviewDto = Static<typeof TeamOverview>;
export type DownlinePageDto = Static<typeof DownlinePage>;
export type UserLossPageDto = Static<typeof UserLossPage>;
