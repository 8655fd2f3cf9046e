import { makeAutoObservable, runInAction } from 'mobx';
import type { Failure } from '../../../core/domain/kernel/result';
import type { AnswerContract } from '../../../core/portal/agency/answer-contract';
import type { LoadAgentMenu } from '../../../core/portal/agency/load-agent-menu';
import type { LoadContracts } from '../../../core/portal/agency/load-contracts';
import type { LoadDownlines } from '../../../core/portal/agency/load-downlines';
import type { LoadSettlements } from '../../../core/portal/agency/load-settlements';
import type { LoadTeamOverview } from '../../../core/portal/agency/load-team-overview';
import type { LoadUserLoss } from '../../../core/portal/agency/load-user-loss';
import type { OfferContract } from '../../../core/portal/agency/offer-contract';
import type { PaySettlement } from '../../../core/portal/agency/pay-settlement';
import type { ManageReferralLinks } from '../../../core/portal/agency/referral-links';
import type { RegisterDownline } from '../../../core/portal/agency/register-downline';
import type {
  AgentMenu,
  Contract,
  ContractAction,
  ContractKind,
  ContractOffer,
  CreatedDownline,
  Downline,
  DownlinePage,
  EndingContract,
  NewDownline,
  ReferralLink,
  SettlementPage,
  TeamDay,
  TeamOverview,
  UserLossPage,
} from '../../../core/portal/agency/types';
import type { AuthStore } from './auth-store';
import { RecordStore, type RecordLoader, type RecordPageLike } from './record-store';
import type { SystemStore } from './system-store';

export interface AgencyUseCases {
  readonly menu: LoadAgentMenu;
  readonly overview: LoadTeamOverview;
  readonly downlines: LoadDownlines;
  readonly userLoss: LoadUserLoss;
  readonly register: RegisterDownline;
  readonly contracts: LoadContracts;
  readonly offer: OfferContract;
  readonly answer: AnswerContract;
  readonly settlements: LoadSettlements;
  readonly pay: PaySettlement;
  readonly links: ManageReferralLinks;
}

/** The overview as a record page: its days are the rows. */
export interface OverviewPage {
  readonly items: readonly TeamDay[];
  readonly pageNo: number;
  readonly totalPages: number;
  readonly overview: TeamOverview;
}

const asSide = (type: string) => (type === 'issuer' ? 'issuer' : 'holder');

/** The agent centre's view model: menu flags, team pages (as record stores), register centre, contracts, settlements. */
export class AgencyStore {
  menu: AgentMenu | null = null;
  contracts: Contract[] = [];
  contractsLoaded = false;
  /** The contract being answered, and a failure of the last answer. */
  busy: number | null = null;
  answerError: { readonly id: number; readonly error: Failure } | null = null;
  /** Accepting ends these downline contracts: shown as a warning until confirmed or cancelled. */
  confirming: { readonly id: number; readonly action: ContractAction; readonly ending: readonly EndingContract[] } | null = null;
  links: ReferralLink[] = [];
  linkError: Failure | null = null;
  registering = false;
  registerError: Failure | null = null;
  registered: CreatedDownline | null = null;
  /** The downline agent an offer is being written for. */
  offerTo: Pick<Downline, 'account'> | null = null;
  offering = false;
  offerError: Failure | null = null;
  offered: Contract | null = null;
  /** Whose direct downlines team management lists (absent: mine), and its search. */
  parent: number | undefined = undefined;
  search = '';
  /** The accounts drilled into on the user loss page, from the top. */
  lossTrail: { readonly id: number; readonly account: string }[] = [];
  /** The kind the salary and dividend record pages show. */
  settlementKind: ContractKind = 'dividend';
  paying: number | null = null;
  payError: { readonly id: number; readonly error: Failure } | null = null;

  readonly overview: RecordStore<OverviewPage>;
  readonly downlines: RecordStore<DownlinePage>;
  readonly userLoss: RecordStore<UserLossPage>;
  readonly income: RecordStore<SettlementPage>;
  readonly records: RecordStore<SettlementPage>;

  constructor(
    private readonly useCases: AgencyUseCases,
    system: SystemStore,
    private readonly auth: AuthStore,
  ) {
    const zone = () => system.status?.timezone ?? 'UTC';
    const record = <P extends RecordPageLike>(execute: RecordLoader<P>['execute']) => new RecordStore<P>({ execute }, system, auth);
    this.overview = record<OverviewPage>(async (request) => {
      const answer = await useCases.overview.execute({ ...request, timeZone: zone() });
      return answer.ok
        ? {
            ok: true,
            value: { query: answer.value.query, page: { items: answer.value.overview.daily, pageNo: 1, totalPages: 1, overview: answer.value.overview } },
          }
        : answer;
    });
    this.downlines = record<DownlinePage>((request) =>
      useCases.downlines.execute({ ...request, ...(this.parent ? { parent: this.parent } : {}), search: this.search }),
    );
    const lossParent = () => this.lossTrail.at(-1)?.id;
    this.userLoss = record<UserLossPage>((request) => useCases.userLoss.execute({ ...request, ...(lossParent() ? { parent: lossParent() } : {}) }));
    this.income = record<SettlementPage>((request) => useCases.settlements.execute({ ...request, side: asSide(request.type ?? '') }));
    this.records = record<SettlementPage>((request) =>
      useCases.settlements.execute({ ...request, side: asSide(request.type ?? ''), kind: this.settlementKind }),
    );
    makeAutoObservable<AgencyStore, 'useCases' | 'auth'>(this, {
      useCases: false,
      auth: false,
      overview: false,
      downlines: false,
      userLoss: false,
      income: false,
      records: false,
    });
  }

  /** Offers made to me and requests to end what I hold, waiting for my answer. */
  get waiting(): Contract[] {
    return this.contracts.filter(
      (c) => c.side === 'holder' && (c.state === 'offered' || (c.state === 'termination_requested' && c.terminationBy === 'issuer')),
    );
  }

  get held(): Contract[] {
    return this.contracts.filter((c) => c.side === 'holder');
  }

  get issued(): Contract[] {
    return this.contracts.filter((c) => c.side === 'issuer');
  }

  async loadMenu(): Promise<void> {
    const menu = await this.useCases.menu.execute();
    runInAction(() => {
      this.menu = menu.ok ? menu.value : { dividend: false, dailySalary: false, hourlySalary: false, realtimeSalary: false };
    });
  }

  async loadContracts(): Promise<void> {
    const list = await this.useCases.contracts.execute();
    runInAction(() => {
      this.contractsLoaded = true;
      if (list.ok) this.contracts = list.value;
    });
  }

  async answer(id: number, action: ContractAction, confirm = false): Promise<void> {
    this.busy = id;
    this.answerError = null;
    this.confirming = null;
    const answer = await this.useCases.answer.execute(id, action, confirm);
    runInAction(() => {
      this.busy = null;
      if (!answer.ok) this.answerError = { id, error: answer.error };
      else if ('confirm' in answer.value) this.confirming = { id, action, ending: answer.value.confirm };
    });
    if (answer.ok && 'done' in answer.value) await Promise.all([this.loadContracts(), this.loadMenu()]);
  }

  cancelConfirm(): void {
    this.confirming = null;
  }

  async register(downline: NewDownline): Promise<boolean> {
    this.registering = true;
    this.registerError = null;
    this.registered = null;
    const created = await this.useCases.register.execute(downline);
    runInAction(() => {
      this.registering = false;
      if (created.ok) this.registered = created.value;
      else this.registerError = created.error;
    });
    return created.ok;
  }

  async loadLinks(): Promise<void> {
    const links = await this.useCases.links.list();
    runInAction(() => {
      if (links.ok) this.links = links.value;
      this.linkError = links.ok ? null : links.error;
    });
  }

  async addLink(kind: ReferralLink['kind']): Promise<void> {
    const added = await this.useCases.links.create(kind);
    if (!added.ok) return runInAction(() => void (this.linkError = added.error));
    await this.loadLinks();
  }

  async disableLink(id: number): Promise<void> {
    const done = await this.useCases.links.disable(id);
    if (!done.ok) return runInAction(() => void (this.linkError = done.error));
    await this.loadLinks();
  }

  openOffer(downline: Pick<Downline, 'account'>): void {
    this.offerTo = downline;
    this.offerError = null;
    this.offered = null;
  }

  closeOffer(): void {
    this.offerTo = null;
  }

  async offer(offer: ContractOffer): Promise<void> {
    this.offering = true;
    this.offerError = null;
    const sent = await this.useCases.offer.execute(offer, this.auth.member?.scale ?? 2);
    runInAction(() => {
      this.offering = false;
      if (sent.ok) this.offered = sent.value;
      else this.offerError = sent.error;
    });
    if (sent.ok) await Promise.all([this.loadContracts(), this.downlines.firstPage()]);
  }

  async drill(parent: number | undefined): Promise<void> {
    this.parent = parent;
    await this.downlines.firstPage();
  }

  async find(search: string): Promise<void> {
    this.search = search;
    await this.downlines.firstPage();
  }

  async drillLoss(trail: readonly { readonly id: number; readonly account: string }[]): Promise<void> {
    this.lossTrail = [...trail];
    await this.userLoss.firstPage();
  }

  async showKind(kind: ContractKind): Promise<void> {
    const r = this.records;
    if (kind === this.settlementKind && r.page) return r.open();
    this.settlementKind = kind;
    await r.firstPage();
  }

  async pay(id: number): Promise<void> {
    this.paying = id;
    this.payError = null;
    const paid = await this.useCases.pay.execute(id);
    runInAction(() => {
      this.paying = null;
      if (!paid.ok) this.payError = { id, error: paid.error };
    });
    if (paid.ok) await this.records.firstPage();
  }
}
