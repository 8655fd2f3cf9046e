import type { ColumnType, Generated, GeneratedAlways, JSONColumnType } from 'kysely';
import type { Texts } from '../../core/domain/system/content-texts';
import type { StepKind } from '../../core/domain/play/round-steps';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** Content's words in further languages (migration 0046), written as JSON text. */
type TextsColumn = ColumnType<Texts, string | undefined, string>;

export interface AccountsTable {
  id: Generated<number>;
  username: string;
  nickname: string;
  type: number;
  password_hash: string;
  is_default_password: Generated<boolean>;
  password_changed_at: Timestamp;
  payment_password_hash: string | null;
  locked_until: Date | null;
  first_login_at: Date | null;
  last_login_at: Date | null;
  last_login_ip: string | null;
  email: string | null;
  mobile_num: string | null;
  profile: JSONColumnType<Record<string, string>>;
  register_ip: string;
  created_at: Timestamp;
  affiliate_link_id: Generated<number | null>;
  upline_id: Generated<number | null>;
}

export interface SessionsTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  ip: string;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  revoked_at: Date | null;
  user_agent: Generated<string>;
  scope: Generated<'full' | 'withdrawal'>;
  end_reason: string | null;
}

export interface KnownIpsTable {
  account_id: number;
  ip: string;
  first_seen_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface LoginChallengesTable {
  id: string;
  account_id: number;
  ip: string;
  /** Comma-separated second factors. */
  factors: string;
  expires_at: Timestamp;
  wrong_answers: Generated<number>;
  closed_at: Date | null;
  code_factor: 'sms' | 'email' | null;
  code_hash: string | null;
  created_at: Generated<Date>;
}

export interface AuthenticatorsTable {
  account_id: number;
  /** Base32. */
  secret: string;
  confirmed_at: Date | null;
  last_used_step: number | null;
  created_at: Timestamp;
}

export interface RecoveryCodesTable {
  id: Generated<number>;
  account_id: number;
  code_hash: string;
  used_at: Date | null;
}

export interface LoginHistoryTable {
  id: Generated<number>;
  account_id: number;
  at: Timestamp;
  ip: string;
  user_agent: string;
  success: boolean;
  method: string;
  factor: string | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  username: string;
  ip: string;
  at: Timestamp;
}

export interface RateHitsTable {
  key: string;
  window_start: Timestamp;
  count: number;
}

export interface CaptchasTable {
  id: string;
  answer_hash: string;
  expires_at: Timestamp;
}

export interface UsedChallengesTable {
  signature: string;
  expires_at: Timestamp;
}

export interface SettingsTable {
  key: string;
  value: ColumnType<unknown, string, string>;
  updated_at: Timestamp;
}

export interface HelpArticlesTable {
  id: Generated<number>;
  lang: string;
  slug: string;
  title: string;
  content: string;
  sort: number;
  updated_at: Timestamp;
}

export interface LedgerAccountsTable {
  id: Generated<number>;
  code: string;
  owner_id: number | null;
  kind: string;
  currency: string;
  balance: ColumnType<bigint, bigint | undefined, bigint>;
  held: ColumnType<bigint, bigint | undefined, bigint>;
  allow_negative: Generated<boolean>;
}

export interface LedgerTransfersTable {
  id: Generated<number>;
  idempotency_key: string;
  debit_account_id: number;
  credit_account_id: number;
  amount: ColumnType<bigint, bigint, never>;
  kind: string;
  flag: Generated<'single' | 'pending' | 'post' | 'void'>;
  pending_id: number | null;
  reference: string | null;
  payload_hash: Generated<string>;
  debit_balance_after: bigint | null;
  credit_balance_after: bigint | null;
  created_at: Timestamp;
}

export interface OutboxTable {
  id: Generated<number>;
  channel: string;
  event: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  created_at: Timestamp;
  published_at: Date | null;
}

export interface DepositsTable {
  id: Generated<number>;
  account_id: number;
  method: string;
  amount: ColumnType<bigint, bigint, never>;
  payer_name: string;
  reference: string | null;
  status: Generated<'pending' | 'approving' | 'approved' | 'rejected' | 'failed'>;
  reason: string | null;
  decided_by: number | null;
  created_at: Timestamp;
  decided_at: Date | null;
  order_id: string | null;
  currency: string | null;
}

export interface VerificationCodesTable {
  id: Generated<number>;
  purpose: string;
  destination: string;
  code_hash: string;
  ip: string;
  expires_at: Timestamp;
  wrong_tries: Generated<number>;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface PasswordResetsTable {
  id: Generated<number>;
  account_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Date | null;
  created_at: Timestamp;
}

export interface OutboundMessagesTable {
  id: Generated<number>;
  channel: 'sms' | 'email';
  recipient: string;
  subject: string | null;
  /** Emptied once the message is sent or has failed: it held a code or a link. */
  body: string;
  status: 'held' | 'queued' | 'sent' | 'failed';
  tries: Generated<number>;
  next_try_at: Date | null;
  last_error: string | null;
  sent_at: Date | null;
  created_at: Timestamp;
}

export interface ReferralCodesTable {
  account_id: number;
  code: string;
}

export interface MessagesTable {
  id: Generated<number>;
  account_id: number;
  type: string;
  params: ColumnType<Record<string, string>, string | undefined, string>;
  created_at: Timestamp;
  read_at: Date | null;
}

export interface PaymentCallbacksTable {
  id: Generated<number>;
  order_id: string;
  deposit_id: number | null;
  outcome: string;
  body: string;
  received_at: Timestamp;
}

export interface BankAccountsTable {
  id: Generated<number>;
  account_id: number;
  bank_name: string;
  account_number: string;
  account_name: string;
  created_at: Timestamp;
}

export interface WithdrawalsTable {
  id: Generated<number>;
  account_id: number;
  bank_account_id: number;
  amount: ColumnType<bigint, bigint, never>;
  request_key: string | null;
  status: Generated<'holding' | 'releasing' | 'failed' | 'pending' | 'approving' | 'approved' | 'rejecting' | 'rejected'>;
  reason: string | null;
  decided_by: number | null;
  receipt: 'received' | 'not_received' | 'partly_received' | 'auto_received' | null;
  received_amount: bigint | null;
  remaining_amount: bigint | null;
  created_at: Timestamp;
  decided_at: Date | null;
  approved_at: Date | null;
  receipt_at: Date | null;
}

export interface WithdrawalProofsTable {
  withdrawal_id: number;
  content_type: string;
  bytes: Uint8Array;
  created_at: Timestamp;
}

export interface FairSeedsTable {
  id: Generated<number>;
  account_id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: Generated<number>;
  created_at: Timestamp;
  revealed_at: Date | null;
}

export interface PlayLaunchesTable {
  token_hash: string;
  account_id: number | null;
  game_code: string;
  engine: string;
  trial: boolean;
  expires_at: Timestamp;
  redeemed_at: Date | null;
  login_session_id: number | null;
}

export interface PlaySessionsTable {
  token_hash: string;
  account_id: number | null;
  game_code: string;
  engine: string;
  trial: boolean;
  demo_balance: bigint | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  login_session_id: number | null;
  trial_hand: ColumnType<Record<string, unknown> | null, string | null | undefined, string | null>;
}

export interface RoundsTable {
  id: Generated<number>;
  provider: string;
  round_ref: string;
  account_id: number;
  game_code: string;
  status: Generated<'open' | 'closed'>;
  started_at: Timestamp;
  ended_at: Date | null;
  balance_before: bigint | null;
  balance_after: bigint | null;
  stake: Generated<bigint>;
  win: Generated<bigint>;
  detail: ColumnType<Record<string, unknown>, string, string>;
  /** How many steps the round has, and whether one was a refund: kept with every step written. */
  step_count: Generated<number>;
  refunded: Generated<boolean>;
}

export interface RoundStepsTable {
  id: Generated<number>;
  round_id: number;
  kind: StepKind;
  tx_id: string;
  amount: bigint;
  at: Timestamp;
  detail: ColumnType<Record<string, unknown>, string | undefined, string>;
  balance_after: bigint | null;
}

export interface GameProvidersTable {
  code: string;
  secret: string;
  currency: string;
  created_at: Timestamp;
}

export interface ProviderTransactionsTable {
  provider: string;
  tx_id: string;
  kind: string;
  payload_hash: string;
  player_id: number;
  round_ref: string;
  game_code: string;
  amount: bigint;
  response: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: Timestamp;
}

export interface GameVendorsTable {
  vassalage: string;
  display_name: string;
  game_type: string;
  lager_icon: Generated<string>;
  maintenance: Generated<boolean>;
  sort: Generated<number>;
}

export interface GamesTable {
  node_id: number;
  game_code: string;
  name_en: string;
  name_ur: string;
  vassalage: string;
  game_type: string;
  game_classify: string | null;
  is_game: Generated<string>;
  engine: string;
  sort: Generated<number>;
  hot_rank: number | null;
  /** The names in lower case, what a search by name matches (migration 0045). */
  name_search: GeneratedAlways<string>;
}

export interface FavouriteGamesTable {
  id: Generated<number>;
  account_id: number;
  node_id: number;
  created_at: Timestamp;
}

export interface RecentGamesTable {
  account_id: number;
  node_id: number;
  played_at: Timestamp;
}

export interface SocialSignInsTable {
  state: string;
  provider: string;
  nonce: string;
  verifier: string;
  link_account_id: number | null;
  return_to: string;
  expires_at: Date;
  purpose: string;
}

export interface SocialLinksTable {
  provider: string;
  subject: string;
  account_id: number;
  linked_at: Date;
}

export interface BannersTable {
  id: Generated<number>;
  group_name: string;
  title: string;
  url: string;
  linkage_type: string;
  target: string;
  sort: number;
  starts_at: Date | null;
  ends_at: Date | null;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  texts: TextsColumn;
}

export interface UploadsTable {
  id: Generated<number>;
  owner_id: number;
  content_type: string;
  bytes: Uint8Array;
  public: Generated<boolean>;
  created_at: Generated<Date>;
}

export interface PromotionsTable {
  id: Generated<number>;
  title: string;
  summary: string;
  content: string;
  image: string;
  category: string;
  badges: string[];
  kind: string;
  audience: string;
  percent: number;
  cap: bigint;
  min_deposit: bigint;
  amount: bigint;
  turnover_multiple: number;
  sort: number;
  starts_at: Date;
  ends_at: Date | null;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  texts: TextsColumn;
}

export interface RewardClaimsTable {
  id: Generated<number>;
  promotion_id: number;
  account_id: number;
  period: string;
  status: string;
  amount: bigint;
  turnover_required: bigint;
  comment: string;
  images: number[];
  reason: string | null;
  deposit_id: number | null;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

export interface VipLevelsTable {
  account_id: number;
  level: number;
  updated_at: Generated<Date>;
}

export interface RebateClaimsTable {
  id: Generated<number>;
  account_id: number;
  since: Date;
  until: Date;
  amount: bigint;
  lines: unknown;
  status: string;
  created_at: Generated<Date>;
}

export interface ReferralRewardsTable {
  invitee_id: number;
  referrer_id: number;
  amount: bigint;
  status: string;
  created_at: Generated<Date>;
  paid_at: Date | null;
}

export interface MissionsTable {
  id: Generated<number>;
  title: string;
  period: string;
  metric: string;
  game_type: string;
  target: bigint;
  reward: bigint;
  sort: number;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  texts: TextsColumn;
}

export interface MissionClaimsTable {
  mission_id: number;
  account_id: number;
  period: string;
  amount: bigint;
  status: string;
  created_at: Generated<Date>;
}

export interface AffiliateLinksTable {
  id: Generated<number>;
  agent_id: number;
  code: string;
  kind: string;
  enabled: Generated<boolean>;
  created_at: Date;
}

export interface ContractsTable {
  id: Generated<number>;
  kind: string;
  holder_id: number;
  issuer_id: number | null;
  terms: unknown;
  state: string;
  termination_by: string | null;
  created_at: Date;
  accepted_at: Date | null;
  ended_at: Date | null;
}

export interface ContractEventsTable {
  id: Generated<number>;
  contract_id: number;
  action: string;
  actor_id: number | null;
  state: string;
  at: Date;
}

export interface SettlementsTable {
  id: Generated<number>;
  contract_id: number;
  kind: string;
  holder_id: number;
  issuer_id: number | null;
  period_key: string;
  period_from: Date;
  period_to: Date;
  figures: unknown;
  tier: number;
  rate_bp: number;
  base: bigint;
  amount: bigint;
  status: string;
  created_at: Generated<Date>;
  paid_at: Date | null;
}

export interface PointsBalancesTable {
  account_id: number;
  balance: bigint;
}

export interface PointsEntriesTable {
  id: Generated<number>;
  account_id: number;
  delta: bigint;
  kind: string;
  reference: string;
  created_at: Generated<Date>;
}

export interface MallGoodsTable {
  id: Generated<number>;
  name: string;
  image: string;
  kind: string;
  points: bigint;
  value: bigint;
  stock: number;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  texts: TextsColumn;
}

export interface RedemptionsTable {
  id: Generated<number>;
  account_id: number;
  goods_id: number;
  quantity: number;
  points: bigint;
  value: bigint;
  status: string;
  remark: string | null;
  decided_by: number | null;
  created_at: Generated<Date>;
  decided_at: Date | null;
}

export interface ChatThreadsTable {
  id: Generated<number>;
  account_id: number | null;
  visitor_key: string | null;
  last_message_at: Date | null;
  player_unread: Generated<number>;
  staff_unread: Generated<number>;
  player_typing_at: Date | null;
  staff_typing_at: Date | null;
  created_at: Generated<Date>;
  /** A member's room with a live host (migration 0049); null for the thread with support. */
  live_host_id: number | null;
}

export interface LiveHostsTable {
  id: Generated<number>;
  name: string;
  picture_url: string;
  stream_url: string;
  schedule: string;
  enabled: Generated<boolean>;
  created_at: Date;
}

export interface ChatMessagesTable {
  id: Generated<number>;
  thread_id: number;
  sender: string;
  body: string;
  created_at: Date;
}

export interface FeedbackTable {
  id: Generated<number>;
  account_id: number;
  type: string;
  content: string;
  images: number[];
  reply: string | null;
  replied_by: number | null;
  created_at: Generated<Date>;
  replied_at: Date | null;
}

export interface AnnouncementsTable {
  id: Generated<number>;
  kind: string;
  execution: string;
  title: string;
  content: string;
  sort: number;
  starts_at: Date | null;
  ends_at: Date | null;
  enabled: Generated<boolean>;
  created_at: Generated<Date>;
  texts: TextsColumn;
}

/** The closure of the upline tree: every ancestor of every account, itself at depth 0. */
export interface AgentPathsTable {
  ancestor_id: number;
  descendant_id: number;
  depth: number;
}

/** Agents whose team changed shape: the rollup recomputes all their hours. */
export interface TeamStatsStaleTable {
  agent_id: number;
}

/** The figures member_stats and team_stats both keep per UTC hour. */
export interface HourFigures {
  hour: Date;
  bet: bigint;
  valid_bet: bigint;
  win: bigint;
  rounds: number;
  deposit: bigint;
  deposits: number;
  withdrawal: bigint;
}

/** One account's figures in one UTC hour. */
export interface MemberStatsTable extends HourFigures {
  account_id: number;
  first_deposit: boolean;
}

/** One agent's team (itself and all its descendants) in one UTC hour. */
export interface TeamStatsTable extends HourFigures {
  agent_id: number;
  first_deposits: number;
  new_members: number;
}

/** The days (in the rollup's zone) on which a member had a valid bet. */
export interface MemberActiveDaysTable {
  account_id: number;
  day: string;
}

/** Per agent and day: team members who bet that day `gap` days after their previous betting day (NO_PREVIOUS_DAY when none). */
export interface TeamActiveDaysTable {
  agent_id: number;
  day: string;
  gap: number;
  members: number;
}

export interface StatsRollupTable {
  id: Generated<number>;
  done_until: Date | null;
  day_zone: string | null;
}

export interface AuditLogTable {
  id: ColumnType<bigint, bigint, never>;
  at: ColumnType<Date, Date, never>;
  actor: 'account' | 'visitor' | 'system' | 'operator';
  actor_id: number | null;
  actor_type: number | null;
  kind: string;
  subject: string;
  detail: unknown;
  prev_hash: Uint8Array;
  hash: Uint8Array;
}

export interface AuditHeadTable {
  id: number;
  last_id: bigint | null;
  hash: Uint8Array;
}

export interface WalletAdjustmentsTable {
  id: Generated<number>;
  account_id: number;
  amount: bigint;
  reason: string;
  staff_id: number;
  transfer_id: number;
  created_at: Date;
}

export interface ProtectionAccountsTable {
  account_id: number;
  limits: unknown;
  break_kind: string | null;
  break_started_at: Date | null;
  break_ends_at: Date | null;
  version: number;
}

export interface ProtectionUsageTable {
  account_id: number;
  metric: string;
  period: string;
  window_key: string;
  amount: bigint;
  cap: bigint | null;
}

export interface LotteryGamesTable {
  game_code: string;
  vassalage: string;
  family: 'vn' | 'sea' | 'quick';
  name: string;
  prize_mode: 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';
  official: boolean;
  cadence: ColumnType<Record<string, unknown>, string, string>;
  enabled: Generated<boolean>;
  sort: Generated<number>;
  texts: TextsColumn;
}

export interface LotteryDrawsTable {
  id: Generated<number>;
  game_code: string;
  draw_id: string;
  draw_at: Timestamp;
  closes_at: Timestamp;
  seed: string | null;
  seed_hash: string | null;
  result: ColumnType<Record<string, string[]> | null, string | null, string | null>;
  status: Generated<'open' | 'drawn' | 'settled' | 'void'>;
  drawn_at: Date | null;
  settled_at: Date | null;
  tickets: Generated<number>;
  winners: Generated<number>;
  staked: Generated<bigint>;
  paid: Generated<bigint>;
}

export interface LotteryTicketsTable {
  id: Generated<number>;
  slip_key: string;
  line: number;
  account_id: number;
  draw: number;
  kind: string;
  picks: string[];
  position: number | null;
  stake: bigint;
  potential_win: bigint;
  placed_at: Timestamp;
}

export interface LotteryEntriesTable {
  draw: number;
  account_id: number;
  round_id: number;
  tickets: Generated<number>;
  staked: Generated<bigint>;
  status: Generated<'open' | 'settled' | 'refunded'>;
  won_tickets: Generated<number[]>;
  wins: Generated<bigint[]>;
  won: Generated<bigint>;
  settled_at: Date | null;
}

export interface Schema {
  accounts: AccountsTable;
  sessions: SessionsTable;
  known_ips: KnownIpsTable;
  login_challenges: LoginChallengesTable;
  authenticators: AuthenticatorsTable;
  recovery_codes: RecoveryCodesTable;
  login_history: LoginHistoryTable;
  social_sign_ins: SocialSignInsTable;
  social_links: SocialLinksTable;
  banners: BannersTable;
  announcements: AnnouncementsTable;
  uploads: UploadsTable;
  promotions: PromotionsTable;
  reward_claims: RewardClaimsTable;
  vip_levels: VipLevelsTable;
  rebate_claims: RebateClaimsTable;
  referral_rewards: ReferralRewardsTable;
  missions: MissionsTable;
  mission_claims: MissionClaimsTable;
  points_balances: PointsBalancesTable;
  contracts: ContractsTable;
  affiliate_links: AffiliateLinksTable;
  contract_events: ContractEventsTable;
  settlements: SettlementsTable;
  points_entries: PointsEntriesTable;
  mall_goods: MallGoodsTable;
  redemptions: RedemptionsTable;
  chat_threads: ChatThreadsTable;
  live_hosts: LiveHostsTable;
  chat_messages: ChatMessagesTable;
  feedback: FeedbackTable;
  login_failures: LoginFailuresTable;
  rate_hits: RateHitsTable;
  captchas: CaptchasTable;
  used_challenges: UsedChallengesTable;
  settings: SettingsTable;
  help_articles: HelpArticlesTable;
  ledger_accounts: LedgerAccountsTable;
  ledger_transfers: LedgerTransfersTable;
  outbox: OutboxTable;
  deposits: DepositsTable;
  messages: MessagesTable;
  payment_callbacks: PaymentCallbacksTable;
  game_vendors: GameVendorsTable;
  games: GamesTable;
  favourite_games: FavouriteGamesTable;
  recent_games: RecentGamesTable;
  verification_codes: VerificationCodesTable;
  outbound_messages: OutboundMessagesTable;
  referral_codes: ReferralCodesTable;
  password_resets: PasswordResetsTable;
  bank_accounts: BankAccountsTable;
  withdrawals: WithdrawalsTable;
  withdrawal_proofs: WithdrawalProofsTable;
  fair_seeds: FairSeedsTable;
  play_launches: PlayLaunchesTable;
  play_sessions: PlaySessionsTable;
  rounds: RoundsTable;
  round_steps: RoundStepsTable;
  game_providers: GameProvidersTable;
  provider_transactions: ProviderTransactionsTable;
  agent_paths: AgentPathsTable;
  team_stats_stale: TeamStatsStaleTable;
  member_stats: MemberStatsTable;
  team_stats: TeamStatsTable;
  stats_rollup: StatsRollupTable;
  member_active_days: MemberActiveDaysTable;
  team_active_days: TeamActiveDaysTable;
  audit_log: AuditLogTable;
  audit_head: AuditHeadTable;
  wallet_adjustments: WalletAdjustmentsTable;
  protection_accounts: ProtectionAccountsTable;
  protection_usage: ProtectionUsageTable;
  lottery_games: LotteryGamesTable;
  lottery_draws: LotteryDrawsTable;
  lottery_tickets: LotteryTicketsTable;
  lottery_entries: LotteryEntriesTable;
}
