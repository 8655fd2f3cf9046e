import { ChangeMyPassword } from '../core/portal/access/change-my-password';
import { LoadMember } from '../core/portal/access/load-member';
import type { SessionStore } from '../core/portal/access/ports';
import { SignOut } from '../core/portal/access/sign-out';
import { SubmitLogin } from '../core/portal/access/submit-login';
import { ChangeSetting } from '../core/portal/support/change-setting';
import { LookupMember } from '../core/portal/support/lookup-member';
import { SetMaintenance } from '../core/portal/support/set-maintenance';
import { SetRegionBlock } from '../core/portal/support/set-region-block';
import { CreateStaffAccount } from '../core/portal/support/create-staff-account';
import { ReviewDeposits } from '../core/portal/support/deposit-review';
import type { HumanSolver } from '../core/portal/access/ports';
import type { AuthGateway } from '../core/portal/access/ports';
import type { StaffGateway } from '../core/portal/support/ports';
import type { SystemGateway } from '../core/portal/system/ports';

export interface CliGateway extends AuthGateway, StaffGateway, SystemGateway {
  useToken(token: string | null): void;
}

/** The portal use cases the CLI runs, over the API, with the session kept in a file. */
export class CliPortal {
  readonly login: SubmitLogin;
  readonly logout: SignOut;
  readonly me: LoadMember;
  readonly changePassword: ChangeMyPassword;
  readonly lookupMember: LookupMember;
  readonly changeSetting: ChangeSetting;
  readonly setMaintenance: SetMaintenance;
  readonly setRegionBlock: SetRegionBlock;
  readonly createStaff: CreateStaffAccount;
  readonly deposits: ReviewDeposits;

  constructor(
    readonly gateway: CliGateway,
    readonly store: SessionStore,
    solver: HumanSolver,
  ) {
    gateway.useToken(store.load()?.token ?? null);
    this.login = new SubmitLogin(gateway, solver, store);
    this.logout = new SignOut(gateway, store);
    this.me = new LoadMember(gateway, store);
    this.changePassword = new ChangeMyPassword(gateway, store);
    this.lookupMember = new LookupMember(gateway);
    this.changeSetting = new ChangeSetting(gateway);
    this.setMaintenance = new SetMaintenance(gateway);
    this.setRegionBlock = new SetRegionBlock(gateway);
    this.createStaff = new CreateStaffAccount(gateway);
    this.deposits = new ReviewDeposits(gateway);
  }
}
