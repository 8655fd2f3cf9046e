import { Migrator, type Kysely, type Migration, type MigrationProvider, type MigrationResultSet } from 'kysely';
import * as foundation from './migrations/0001-foundation';
import * as ledger from './migrations/0002-ledger';
import * as deposits from './migrations/0003-deposits';
import * as verification from './migrations/0004-verification';
import * as withdrawals from './migrations/0005-withdrawals';
import * as transfers from './migrations/0006-transfers';
import * as paymentPage from './migrations/0007-payment-page';
import * as catalog from './migrations/0008-catalog';
import * as play from './migrations/0009-play';
import * as winnerBoard from './migrations/0010-winner-board';
import * as accountSecurity from './migrations/0011-account-security';
import * as betRecords from './migrations/0012-bet-records';
import * as socialSignIn from './migrations/0013-social-sign-in';
import * as banners from './migrations/0014-banners';
import * as announcements from './migrations/0015-announcements';
import * as promotions from './migrations/0016-promotions';
import * as loyalty from './migrations/0017-loyalty';
import * as referrals from './migrations/0018-referrals';
import * as missions from './migrations/0019-missions';
import * as pointsMall from './migrations/0020-points-mall';
import * as chat from './migrations/0021-chat';
import * as feedback from './migrations/0022-feedback';
import * as publicUploads from './migrations/0023-public-uploads';
import * as visitorChat from './migrations/0024-visitor-chat';
import * as agentStats from './migrations/0025-agent-stats';
import * as contracts from './migrations/0026-contracts';
import * as affiliateLinks from './migrations/0027-affiliate-links';
import * as auditLog from './migrations/0028-audit-log';
import * as protection from './migrations/0029-protection';
import * as roundSteps from './migrations/0031-round-steps';
import * as lottery from './migrations/0032-lottery';
import * as sessionScopeAndStaffAudit from './migrations/0033-session-scope-and-staff-audit';
import * as roundsIndexes from './migrations/0034-rounds-indexes';
import * as lotteryResultAudit from './migrations/0035-lottery-result-audit';
import * as lotteryVoidDraws from './migrations/0036-lottery-void-draws';
import * as socialSignInPurpose from './migrations/0037-social-sign-in-purpose';
import * as outboxPublished from './migrations/0038-outbox-published';
import * as lotteryEntries from './migrations/0039-lottery-entries';
import * as affiliateLinkCodes from './migrations/0040-affiliate-link-codes';
import * as playSessionLogin from './migrations/0041-play-session-login';
import * as messageDelivery from './migrations/0042-message-delivery';
import * as memberReferralCodes from './migrations/0043-member-referral-codes';
import * as seamlessAnswersWithMoney from './migrations/0044-seamless-answers-with-money';
import * as gameNameSearch from './migrations/0045-game-name-search';
import * as contentTexts from './migrations/0046-content-texts';
import * as tableGameEngines from './migrations/0047-table-game-engines';
import * as tableSeats from './migrations/0048-table-seats';
import * as liveHosts from './migrations/0049-live-hosts';
import * as trialBlackjackHands from './migrations/0050-trial-blackjack-hands';

/** Migrations are listed here in order; the same list runs on PGlite and PostgreSQL. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-ledger': ledger,
  '0003-deposits': deposits,
  '0004-verification': verification,
  '0005-withdrawals': withdrawals,
  '0006-transfers': transfers,
  '0007-payment-page': paymentPage,
  '0008-catalog': catalog,
  '0009-play': play,
  '0010-winner-board': winnerBoard,
  '0011-account-security': accountSecurity,
  '0012-bet-records': betRecords,
  '0013-social-sign-in': socialSignIn,
  '0014-banners': banners,
  '0015-announcements': announcements,
  '0016-promotions': promotions,
  '0017-loyalty': loyalty,
  '0018-referrals': referrals,
  '0019-missions': missions,
  '0020-points-mall': pointsMall,
  '0021-chat': chat,
  '0022-feedback': feedback,
  '0023-public-uploads': publicUploads,
  '0024-visitor-chat': visitorChat,
  '0025-agent-stats': agentStats,
  '0026-contracts': contracts,
  '0027-affiliate-links': affiliateLinks,
  '0028-audit-log': auditLog,
  '0029-protection': protection,
  '0031-round-steps': roundSteps,
  '0032-lottery': lottery,
  '0033-session-scope-and-staff-audit': sessionScopeAndStaffAudit,
  '0034-rounds-indexes': roundsIndexes,
  '0035-lottery-result-audit': lotteryResultAudit,
  '0036-lottery-void-draws': lotteryVoidDraws,
  '0037-social-sign-in-purpose': socialSignInPurpose,
  '0038-outbox-published': outboxPublished,
  '0039-lottery-entries': lotteryEntries,
  '0040-affiliate-link-codes': affiliateLinkCodes,
  '0041-play-session-login': playSessionLogin,
  '0042-message-delivery': messageDelivery,
  '0043-member-referral-codes': memberReferralCodes,
  '0044-seamless-answers-with-money': seamlessAnswersWithMoney,
  '0045-game-name-search': gameNameSearch,
  '0046-content-texts': contentTexts,
  '0047-table-game-engines': tableGameEngines,
  '0048-table-seats': tableSeats,
  '0049-live-hosts': liveHosts,
  '0050-trial-blackjack-hands': trialBlackjackHands,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  return outcome(await new Migrator({ db, provider }).migrateToLatest());
}

/** Migrates up to and including `last`: how upgrade tests build a database as an older release left it. */
export async function migrateTo(db: Kysely<any>, last: string): Promise<string[]> {
  return outcome(await new Migrator({ db, provider }).migrateTo(last));
}

function outcome({ error, results }: MigrationResultSet): string[] {
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
