import { percentText } from '../../../../core/domain/agency/contract-terms';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { useStores } from '../../stores/stores-context';

/** Money of the agent's currency at a page's scale; signed shows a plus on gains. */
export function useAgentMoney(scale?: number): (minor: bigint, signed?: boolean) => string {
  const { auth } = useStores();
  const symbol = auth.member?.currencySymbol ?? '';
  const digits = scale ?? auth.member?.scale ?? 2;
  return (minor, signed = false) => `${signed && minor > 0n ? '+' : ''}${formatMoney(minor, symbol, digits)}`;
}

/** Basis points as a percent: 150 → "1.5%". */
export const percent = (bp: number): string => `${percentText(bp)}%`;
