import type { Result } from '../../domain/kernel/result';

/** The member's wallets as the transfer page shows them (available amounts, minor units). */
export interface Wallets {
  readonly isSingle: boolean;
  readonly scale: number;
  readonly main: bigint;
  readonly vendors: readonly { readonly code: string; readonly balance: bigint }[];
  readonly total: bigint;
}

/** What one submit moved; a replay of an earlier submit moves nothing more. */
export interface TransferOutcome {
  readonly moved: readonly { readonly from: string; readonly to: string; readonly amount: bigint }[];
  readonly replayed: boolean;
}

/** Whom the member may pay: the direct upline, and for an agent its direct downline. */
export interface TeamTargets {
  readonly upline: TeamMember | null;
  readonly downlines: readonly TeamMember[];
}

export interface TeamMember {
  readonly account: string;
  readonly nickname: string;
}

export interface TeamTransferRequest {
  readonly recipient: string;
  /** Decimal text in major units, normalised ("100.50"). */
  readonly amount: string;
  readonly paymentPassword: string;
  readonly requestId: string;
}

/** The member's wallet transfers and team transfers on the server. */
export interface TransferGateway {
  wallets(): Promise<Result<Wallets>>;
  walletTransfer(request: { from: string; to: string; amount: string; requestId: string }): Promise<Result<TransferOutcome>>;
  recallAll(requestId: string): Promise<Result<TransferOutcome>>;
  teamTargets(): Promise<Result<TeamTargets>>;
  teamTransfer(request: TeamTransferRequest): Promise<Result<{ recipient: string; amount: bigint; replayed: boolean }>>;
}
