import type { Authenticate } from '../../core/platform/access/authenticate';
import type { ChangePassword } from '../../core/platform/access/change-password';
import type { CreateStaff } from '../../core/platform/access/create-staff';
import type { FindMember } from '../../core/platform/access/find-member';
import type { GetMemberInfo } from '../../core/platform/access/get-member-info';
import type { IssueCaptcha } from '../../core/platform/access/issue-captcha';
import type { Login } from '../../core/platform/access/login';
import type { Logout } from '../../core/platform/access/logout';
import type { HumanVerification } from '../../core/platform/access/ports';
import type { Register } from '../../core/platform/access/register';
import type { StartFreePlay } from '../../core/platform/access/start-free-play';
import type { GetHelpCenter } from '../../core/platform/system/get-help-center';
import type { GetSystemStatus } from '../../core/platform/system/get-system-status';
import type { SettingsRepository } from '../../core/platform/system/ports';
import type { UpdateSetting } from '../../core/platform/system/update-setting';
import type { AuditLedger } from '../../core/platform/wallet/audit-ledger';
import type { ApproveDeposit, RejectDeposit } from '../../core/platform/wallet/decide-deposit';
import type { GetAccountRecord } from '../../core/platform/wallet/get-account-record';
import type { ListDeposits, ListMyDeposits } from '../../core/platform/wallet/list-deposits';
import type { RequestBankDeposit } from '../../core/platform/wallet/request-bank-deposit';
import type { EventHub } from '../../core/platform/wallet/member-events';

/** The platform use cases the HTTP adapter drives, composed in `portal serve`. */
export interface Platform {
  readonly authenticate: Authenticate;
  readonly login: Login;
  readonly logout: Logout;
  readonly register: Register;
  readonly changePassword: ChangePassword;
  readonly memberInfo: GetMemberInfo;
  readonly freePlay: StartFreePlay;
  readonly findMember: FindMember;
  readonly createStaff: CreateStaff;
  readonly issueCaptcha: IssueCaptcha;
  readonly human: HumanVerification;
  readonly systemStatus: GetSystemStatus;
  readonly helpCenter: GetHelpCenter;
  readonly updateSetting: UpdateSetting;
  readonly settings: SettingsRepository;
  readonly auditLedger: AuditLedger;
  readonly requestBankDeposit: RequestBankDeposit;
  readonly listMyDeposits: ListMyDeposits;
  readonly listDeposits: ListDeposits;
  readonly approveDeposit: ApproveDeposit;
  readonly rejectDeposit: RejectDeposit;
  readonly accountRecord: GetAccountRecord;
  readonly events: EventHub;
}
