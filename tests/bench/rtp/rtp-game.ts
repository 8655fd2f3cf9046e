import type { Draw } from '../../../core/domain/play/fairness';

/** A house game as the RTP benchmark sees it: each bet kind's exact return, and one round. */
export interface RtpGame {
  readonly name: string;
  /** Each bet kind's theoretical return to player per unit staked (0.9894… for 98.94 %), computed exactly. */
  readonly theory: Readonly<Record<string, number>>;
  /** One round from the float stream: what each bet kind returned per unit staked, stake included. */
  round(draw: Draw): Readonly<Record<string, number>>;
}
