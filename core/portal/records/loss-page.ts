import type { GameTypeTotals } from './ports';

/** Personal loss as a one-page record: a row per game type. */
export interface LossPage {
  readonly items: readonly GameTypeTotals[];
  readonly pageNo: 1;
  readonly totalPages: 1;
  readonly scale: number;
}
