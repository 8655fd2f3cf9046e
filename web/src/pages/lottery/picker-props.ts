import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import type { BetSlipStore } from '../../stores/lottery/bet-slip-store';

export interface PickerProps {
  readonly game: LotteryGameView;
  readonly slip: BetSlipStore;
}
