import { fail, mapOk } from '../kernel/result';
import { chipsTotal, parseChips, tableMaxMultiplier, tableMultiplier, type Chip } from './chips';
import { isRecord, type Engine } from './engine';
import { colourOf, isRouletteSpot, POCKETS, returnOn, spotNamed, spotReturn, type Colour } from './roulette-table';

export interface RouletteParams {
  readonly chips: readonly Chip[];
}

export interface RouletteOutcome {
  readonly pocket: number;
  readonly colour: Colour;
  /** The spots bet on that cover the pocket, each paid its stated ratio. */
  readonly won: readonly string[];
}

const returnIn = (pocket: number) => (name: string) => returnOn(spotNamed(name)!, pocket);

/** European roulette: the ball lands in pocket floor(u × 37) of the round's first float. */
export const roulette: Engine<RouletteParams, RouletteOutcome> = {
  code: 'roulette',
  parse(_gameCode, raw) {
    if (!isRecord(raw)) return fail('play.invalid_params');
    return mapOk(parseChips(raw['chips'], isRouletteSpot), (chips) => ({ chips }));
  },
  stake: (params) => chipsTotal(params.chips),
  maxMultiplier: (params) => tableMaxMultiplier(params.chips, (name) => spotReturn(spotNamed(name)!)),
  play(params, draw) {
    const pocket = Math.floor(draw() * POCKETS);
    const returnOf = returnIn(pocket);
    const won = params.chips.filter((chip) => returnOf(chip.spot) > 0).map((chip) => chip.spot);
    return { outcome: { pocket, colour: colourOf(pocket), won }, multiplier: tableMultiplier(params.chips, returnOf) };
  },
};
