import { fail, ok } from '../kernel/result';
import { ANDAR_BAHAR_PAYS, dealAndarBahar, spotReturn, spotWins, winReturn, type AndarBaharDeal } from './andar-bahar-rules';
import { chipsTotal, parseChips, tableMaxMultiplier, tableMultiplier, type Chip, type ChipParam } from './chips';
import { isRecord, type Engine } from './engine';

export const HOUSE_ANDAR_BAHAR_CODE = 'HOUSE_ANDAR_BAHAR';

/** The chips as they travel, one per spot: the round's record stores its params as JSON, which holds no bigint. */
export interface AndarBaharParams {
  readonly chips: readonly ChipParam[];
}

export interface AndarBaharOutcome extends AndarBaharDeal {
  /** The spots bet on that won. */
  readonly won: readonly string[];
}

const chipsOf = (params: AndarBaharParams): readonly Chip[] => params.chips.map(({ spot, amount }) => ({ spot, amount: BigInt(amount) }));
const isSpot = (spot: string): boolean => Object.hasOwn(ANDAR_BAHAR_PAYS, spot);

export const andarBahar: Engine<AndarBaharParams, AndarBaharOutcome> = {
  code: 'andar_bahar',
  parse(_gameCode, raw) {
    if (!isRecord(raw)) return fail('play.invalid_params');
    const chips = parseChips(raw['chips'], isSpot);
    return chips.ok ? ok({ chips: chips.value.map(({ spot, amount }) => ({ spot, amount: amount.toString() })) }) : chips;
  },
  stake: (params) => chipsTotal(chipsOf(params)),
  maxMultiplier: (params) => tableMaxMultiplier(chipsOf(params), winReturn),
  play(params, draw) {
    const deal = dealAndarBahar(draw);
    const won = params.chips.map((chip) => chip.spot).filter((spot) => spotWins(spot, deal));
    return { outcome: { ...deal, won }, multiplier: tableMultiplier(chipsOf(params), (spot) => spotReturn(spot, deal)) };
  },
};
