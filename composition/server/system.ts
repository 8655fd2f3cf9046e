import { ListBanners, ManageBanners } from '../../core/platform/system/banners';
import { EditHelpArticle } from '../../core/platform/system/edit-help-article';
import { ListAnnouncements, ManageAnnouncements } from '../../core/platform/system/announcements';
import { SqlAnnouncements } from '../../adapters/sql/repositories/sql-announcements';
import { SqlBanners } from '../../adapters/sql/repositories/sql-banners';
import { GetHelpCenter } from '../../core/platform/system/get-help-center';
import { GetSystemStatus } from '../../core/platform/system/get-system-status';
import { UpdateSetting } from '../../core/platform/system/update-setting';
import { ListAuditLog } from '../../core/platform/audit/list-audit-log';
import { VerifyAuditLog } from '../../core/platform/audit/verify-audit-log';
import { nodeSha256 } from '../../adapters/crypto/node-sha256';
import { ListOutboundMessages } from '../../core/platform/verification/list-outbound-messages';
import type { Platform } from '../../adapters/api-server/platform';
import { cryptoRandom } from '../../adapters/crypto/system-clock';
import { SqlHelp } from '../../adapters/sql/repositories/sql-help';
import { GetSiteSettings } from '../../core/platform/system/get-site-settings';
import { OperatorCalendar } from '../../core/platform/system/operator-calendar';
import type { ServerWiring } from './wiring';

/** Settings, help, banners, announcements, the audit log and, in a demo, the outbox's messages. */
export function systemUseCases(w: ServerWiring, demo: boolean) {
  const { db, settings, clock, auditLog } = w;
  const banners = new SqlBanners(db);
  const help = new SqlHelp(db);
  const announcements = new SqlAnnouncements(db);
  return {
    systemStatus: new GetSystemStatus({ settings, random: cryptoRandom }),
    helpCenter: new GetHelpCenter({ help, settings }),
    editHelp: new EditHelpArticle({ help, settings }),
    updateSetting: new UpdateSetting({ settings }),
    site: new GetSiteSettings(settings),
    calendar: new OperatorCalendar({ settings, clock }),
    audit: {
      list: new ListAuditLog({ log: auditLog, accounts: w.access.accounts, settings }),
      verify: new VerifyAuditLog({ log: auditLog, sha256: nodeSha256 }),
    },
    banners: { list: new ListBanners({ banners, clock }), manage: new ManageBanners(banners) },
    announcements: {
      list: new ListAnnouncements({ announcements, banners, clock }),
      manage: new ManageAnnouncements(announcements),
    },
    listOutboundMessages: demo ? new ListOutboundMessages(w.outbound) : null,
  } satisfies Partial<Platform>;
}
