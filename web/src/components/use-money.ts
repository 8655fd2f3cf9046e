import { formatMoney } from '../../../core/domain/kernel/money';
import { useStores } from '../stores/stores-context';

/** Money of the member's currency at a page's scale (the member's own without one); signed shows a plus on gains. */
export function useMoney(scale?: number): (minor: bigint, signed?: boolean) => string {
  const { auth } = useStores();
  const symbol = auth.member?.currencySymbol ?? '';
  const digits = scale ?? auth.member?.scale ?? 2;
  return (minor, signed = false) => `${signed && minor > 0n ? '+' : ''}${formatMoney(minor, symbol, digits)}`;
}
