import type { Lane } from './menu';

export type PrizeMode = 'LOTT' | 'ZY' | 'ELOTT' | 'SEA';

/** E-lottery mode when the ELOTT lane holds the Vietnamese lotto or a LOTT-type vendor; lottery mode otherwise. */
export function prizeMode(lanes: readonly Lane[]): PrizeMode {
  const elott = lanes.find((l) => l.gameType === 'ELOTT')?.vendors ?? [];
  return elott.some((v) => v.vassalage === 'TCG_LOTTO_VN' || v.gameType === 'LOTT') ? 'ELOTT' : 'LOTT';
}
