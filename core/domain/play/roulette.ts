import { fail, mapOk } from '../kernel/result';
import { chipsTotal, parseChips, tableMaxMultiplier, tableMultiplier, type Chip, type ChipParam } from './chips';
import { isRecord, type Engine } from './engine';
import { colourOf, isRouletteSpot, POCKETS, returnOn, spotNamed, spotReturn, type Colour } from './roulette-table';

/** The chips as the round records them (JSON, which a verification plays again): one per spot, amounts as minor-unit strings. */
export interface RouletteParams {
  readonly chips: readonly ChipParam[];
}

export interface RouletteOutcome {
  readonly pocket: number;
  readonly colour: Colour;
  /** The spots bet on that cover the pocket, each paid its stated ratio. */
  readonly won: readonly string[];
}

const returnIn = (pocket: number) => (name: string) => returnOn(spotNamed(name)!, pocket);
const chipsOf = (params: RouletteParams): Chip[] => params.chips.map((chip) => ({ spot: chip.spot, amount: BigInt(chip.amount) }));

/** European roulette: the ball lands in pocket floor(u × 37) of the round's first float. */
export const roulette: Engine<RouletteParams, RouletteOutcome> = {
  code: 'roulette',
  parse(_gameCode, raw) {
    if (!isRecord(raw)) return fail('play.invalid_params');
    return mapOk(parseChips(raw['chips'], isRouletteSpot), (chips) => ({ chips: chips.map((chip) => ({ spot: chip.spot, amount: chip.amount.toString() })) }));
  },
  stake: (params) => chipsTotal(chipsOf(params)),
  maxMultiplier: (params) => tableMaxMultiplier(chipsOf(params), (name) => spotReturn(spotNamed(name)!)),
  play(params, draw) {
    const pocket = Math.floor(draw() * POCKETS);
    const returnOf = returnIn(pocket);
    const won = params.chips.filter((chip) => returnOf(chip.spot) > 0).map((chip) => chip.spot);
    return { outcome: { pocket, colour: colourOf(pocket), won }, multiplier: tableMultiplier(chipsOf(params), returnOf) };
  },
};
