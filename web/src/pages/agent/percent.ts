import { percentText } from '../../../../core/domain/agency/contract-terms';

/** Basis points as a percent: 150 → "1.5%". */
export const percent = (bp: number): string => `${percentText(bp)}%`;
