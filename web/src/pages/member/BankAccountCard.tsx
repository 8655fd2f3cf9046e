import { useTranslation } from 'react-i18next';
import type { BankDepositMethod } from '../../../../core/portal/wallet/types';
import { CopyButton } from '../../components/CopyButton';
import { Icon, type IconName } from '../../components/Icon';

/** A deposit method card's head: its icon, title and what to do. */
export function CardHead({ icon, titleId, title, body }: { icon: IconName; titleId: string; title: string; body: string }) {
  return (
    <div className="bank-card__head">
      <span className="bank-card__icon">
        <Icon name={icon} size={22} />
      </span>
      <div>
        <h3 id={titleId}>{title}</h3>
        <p className="muted">{body}</p>
      </div>
    </div>
  );
}

/** The account to pay into, each detail with its own copy button. */
export function BankAccountCard({ method }: { method: BankDepositMethod }) {
  const { t } = useTranslation();
  const rows = [
    { key: 'bankName', label: t('cashier.bankName'), value: method.bankName, mono: false },
    { key: 'accountName', label: t('cashier.accountName'), value: method.accountName, mono: false },
    { key: 'accountNumber', label: t('cashier.accountNumber'), value: method.accountNumber, mono: true },
  ];
  return (
    <section className="bank-card" aria-labelledby="bank-card-title" data-testid="bank-card">
      <CardHead icon="wallet" titleId="bank-card-title" title={t('cashier.payTo')} body={t('cashier.payToBody')} />
      <dl className="bank-card__rows">
        {rows.map((row) => (
          <div className="bank-card__row" key={row.key}>
            <dt>{row.label}</dt>
            <dd>
              <span className={row.mono ? 'bank-card__value bank-card__value--mono' : 'bank-card__value'} data-testid={`bank-${row.key}`}>
                {row.value}
              </span>
              <CopyButton value={row.value} field={row.label} testId={`copy-${row.key}`} />
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The three steps of a manual deposit. */
export function DepositSteps() {
  const { t } = useTranslation();
  const steps = [t('cashier.step.transfer'), t('cashier.step.details'), t('cashier.step.confirm')];
  return (
    <ol className="deposit-steps" aria-label={t('cashier.steps')}>
      {steps.map((label, i) => (
        <li key={label} className="deposit-steps__item">
          <span className="deposit-steps__number" aria-hidden="true">
            {i + 1}
          </span>
          {label}
        </li>
      ))}
    </ol>
  );
}
