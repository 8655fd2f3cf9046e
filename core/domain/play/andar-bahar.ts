import { fail, ok } from '../kernel/result';
import { ANDAR_BAHAR_PAYS, dealAndarBahar, spotReturn, spotWins, type AndarBaharDeal } from './andar-bahar-rules';
import type { Chip } from './chips';
import { chipsTotal, parseChips, tableMaxMultiplier, tableMultiplier } from './chips';
import { isRecord, type Engine } from './engine';

export const HOUSE_ANDAR_BAHAR_CODE = 'HOUSE_ANDAR_BAHAR';

export interface AndarBaharParams {
  readonly chips: readonly Chip[];
}

export interface AndarBaharOutcome extends AndarBaharDeal {
  /** The spots bet on that won. */
  readonly won: readonly string[];
}

const isSpot = (spot: string): boolean => Object.hasOwn(ANDAR_BAHAR_PAYS, spot);
const bestReturn = (spot: string): number => (100 + ANDAR_BAHAR_PAYS[spot]!) * 10_000;

export const andarBahar: Engine<AndarBaharParams, AndarBaharOutcome> = {
  code: 'andar_bahar',
  parse(_gameCode, raw) {
    if (!isRecord(raw)) return fail('play.invalid_params');
    const chips = parseChips(raw['chips'], isSpot);
    return chips.ok ? ok({ chips: chips.value }) : chips;
  },
  stake: (params) => chipsTotal(params.chips),
  maxMultiplier: (params) => tableMaxMultiplier(params.chips, bestReturn),
  play(params, draw) {
    const deal = dealAndarBahar(draw);
    const won = params.chips.map((chip) => chip.spot).filter((spot) => spotWins(spot, deal));
    return { outcome: { ...deal, won }, multiplier: tableMultiplier(params.chips, (spot) => spotReturn(spot, deal)) };
  },
};
