import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { amountText, parseAmount } from '../../../../core/domain/wallet/amount';

/** Quick amount buttons under an amount field; the one matching what was typed is pressed. */
export function AmountChips({
  chips,
  typed,
  scale,
  symbol,
  onPick,
}: {
  chips: readonly bigint[];
  typed: string;
  scale: number;
  symbol: string;
  onPick: (text: string) => void;
}) {
  const { t } = useTranslation();
  const parsed = parseAmount(typed, scale);
  return (
    <div className="amount-chips" role="group" aria-label={t('cashier.quickAmounts')}>
      {chips.map((chip) => {
        const pressed = parsed.ok && parsed.value === chip;
        return (
          <button
            type="button"
            key={chip.toString()}
            className={`amount-chip${pressed ? ' amount-chip--active' : ''}`}
            aria-pressed={pressed}
            onClick={() => onPick(amountText(chip, scale))}
          >
            {formatMoney(chip, symbol, scale)}
          </button>
        );
      })}
    </div>
  );
}
