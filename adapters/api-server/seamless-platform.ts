import type { CreateGameProvider } from '../../core/platform/play/seamless/create-provider';
import type { SeamlessBet } from '../../core/platform/play/seamless/seamless-bet';
import type { SeamlessRollback } from '../../core/platform/play/seamless/seamless-rollback';
import type { SeamlessAuthenticate, SeamlessBalance, SeamlessEndRound } from '../../core/platform/play/seamless/seamless-session';
import type { SeamlessWin } from '../../core/platform/play/seamless/seamless-win';
import type { VerifyProviderRequest } from '../../core/platform/play/seamless/verify-provider';

/** The seamless-wallet use cases outside game providers call, and the staff call that connects one. */
export interface SeamlessPlatform {
  readonly verify: VerifyProviderRequest;
  readonly authenticate: SeamlessAuthenticate;
  readonly balance: SeamlessBalance;
  readonly bet: SeamlessBet;
  readonly win: SeamlessWin;
  readonly rollback: SeamlessRollback;
  readonly endRound: SeamlessEndRound;
  readonly createProvider: CreateGameProvider;
}
