import type { AccessDeps } from '../../core/platform/access/deps';
import { SqlAuditLog } from '../../adapters/sql/repositories/sql-audit-log';
import { SqlOutboundMessages } from '../../adapters/sql/repositories/sql-outbound-messages';
import { SqlVerificationCodes } from '../../adapters/sql/repositories/sql-verification-codes';
import { HmacCodeHasher } from '../../adapters/crypto/hmac-code-hasher';
import { SqlMessages } from '../../adapters/sql/repositories/sql-messages';
import type { Database } from '../../adapters/sql/database';
import { SqlSettings } from '../../adapters/sql/repositories/sql-settings';
import { SqlLedger } from '../../adapters/sql/repositories/sql-ledger';
import type { Clock } from '../../core/domain/kernel/ports';
import { SqlAffiliateLinks } from '../../adapters/sql/repositories/sql-affiliate-links';
import type { ChallengeDeps } from '../../core/platform/access/new-ip-challenge';
import type { AuthenticatorDeps } from '../../core/platform/access/prove-authenticator';
import { WageringLock } from '../../core/platform/wallet/wagering-lock';
import { SqlRewardClaims } from '../../adapters/sql/repositories/sql-reward-claims';
import { ProtectionGuard } from '../../core/platform/protection/guard';

/** The adapters the areas of the server share, made once per process by composePlatform. */
export interface ServerWiring {
  readonly db: Database['db'];
  readonly clock: Clock;
  readonly settings: SqlSettings;
  readonly ledger: SqlLedger;
  readonly messages: SqlMessages;
  readonly access: AccessDeps;
  readonly outbound: SqlOutboundMessages;
  readonly verification: { readonly codes: SqlVerificationCodes; readonly codeHasher: HmacCodeHasher; readonly clock: Clock };
  readonly challenge: ChallengeDeps & AuthenticatorDeps;
  readonly guard: ProtectionGuard;
  readonly rewardClaims: SqlRewardClaims;
  readonly wagering: WageringLock;
  readonly affiliates: SqlAffiliateLinks;
  readonly auditLog: SqlAuditLog;
  /** Publishes the outbox after a commit that wrote events. */
  readonly kick: () => void;
}
