import { fail, ok } from '../kernel/result';
import {
  BACCARAT_DECKS,
  BACCARAT_SPOTS,
  BACCARAT_WIN_RETURN,
  PUSH_RETURN,
  dealCoup,
  isBaccaratSpot,
  spotReturn,
  type BaccaratSpot,
  type Coup,
} from './baccarat-rules';
import { shoe } from './cards';
import { chipsTotal, parseChips, tableMaxMultiplier, tableMultiplier, type Chip, type ChipParam } from './chips';
import { isRecord, type Engine } from './engine';

/** The chips one per spot, amounts as minor-unit strings: the round's record stores params as JSON and replays them to verify. */
export interface BaccaratParams {
  readonly chips: readonly ChipParam[];
}

export const baccaratChips = (params: BaccaratParams): Chip[] => params.chips.map((chip) => ({ spot: chip.spot, amount: BigInt(chip.amount) }));

export interface BaccaratOutcome extends Coup {
  /** Every spot that won this coup, whether or not it held a chip. */
  readonly won: readonly BaccaratSpot[];
  /** Player and banker on a tie: their chips are returned. */
  readonly pushed: readonly BaccaratSpot[];
}

const returnOf = (coup: Coup) => (spot: string) => spotReturn(spot as BaccaratSpot, coup);

/** Punto banco, one coup per round from a freshly shuffled 8-deck shoe (one float per card). */
export const baccarat: Engine<BaccaratParams, BaccaratOutcome> = {
  code: 'baccarat',
  parse(_gameCode, raw) {
    if (!isRecord(raw)) return fail('play.invalid_params');
    const chips = parseChips(raw['chips'], isBaccaratSpot);
    return chips.ok ? ok({ chips: chips.value.map((chip) => ({ spot: chip.spot, amount: chip.amount.toString() })) }) : chips;
  },
  stake: (params) => chipsTotal(baccaratChips(params)),
  maxMultiplier: (params) => tableMaxMultiplier(baccaratChips(params), (spot) => BACCARAT_WIN_RETURN[spot as BaccaratSpot]),
  play(params, draw) {
    const coup = dealCoup(shoe(draw, BACCARAT_DECKS));
    const won = BACCARAT_SPOTS.filter((spot) => spotReturn(spot, coup) > PUSH_RETURN);
    const pushed = coup.winner === 'tie' ? (['player', 'banker'] as const) : [];
    return { outcome: { ...coup, won, pushed }, multiplier: tableMultiplier(baccaratChips(params), returnOf(coup)) };
  },
};
