import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import { EmptyState } from '../../components/EmptyState';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

interface BankFields {
  bankName: string;
  accountNumber: string;
  accountName: string;
}

const FIELDS: readonly string[] = ['bankName', 'accountNumber', 'accountName'];

/** Security centre: my bank accounts (numbers masked) and the form that binds another in my payee name. */
export const BankAccounts = observer(function BankAccounts() {
  const { withdraw } = useStores();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const payeeName = withdraw.page?.banks.payeeName ?? '';
  const { register, handleSubmit, reset } = useForm<BankFields>({ values: { bankName: '', accountNumber: '', accountName: payeeName } });
  useEffect(() => {
    void withdraw.open();
  }, [withdraw]);

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await withdraw.bind(form);
    if (!result.ok) return setFailure(result.error);
    reset();
  });

  const errorOf = useFieldError(failure);
  const limit = withdraw.page?.banks.limit ?? 0;
  return (
    <section className="bank-accounts" aria-labelledby="bank-accounts-title" data-testid="bank-accounts">
      <header className="section-head">
        <h3 id="bank-accounts-title">{t('security.bankAccounts')}</h3>
        <span className="muted">{t('security.bankCount', { count: withdraw.bankAccounts.length, limit })}</span>
      </header>
      {withdraw.bankAccounts.length === 0 ? (
        <EmptyState icon="wallet" title={t('security.noBankAccounts')} body={t('security.noBankAccountsBody')} />
      ) : (
        <ul className="bank-list">
          {withdraw.bankAccounts.map((b) => (
            <li key={b.id} className="bank-list__item" data-testid="bank-account">
              <span className="bank-list__icon" aria-hidden="true">
                <Icon name="wallet" size={18} />
              </span>
              <span className="bank-list__main">
                <strong>{b.bankName}</strong>
                <span className="muted">{b.accountName}</span>
              </span>
              <bdi className="bank-list__number">{b.accountNumber}</bdi>
            </li>
          ))}
        </ul>
      )}
      {withdraw.canBindMore && (
        <form className="form bank-form" onSubmit={submit} noValidate aria-label={t('security.bindBank')} data-testid="bank-form">
          <div className="bank-form__fields">
            <Field
              label={t('security.bankName')}
              maxLength={64}
              autoComplete="off"
              error={errorOf('bankName')}
              data-testid="bank-name"
              {...register('bankName')}
            />
            <Field
              label={t('security.accountNumber')}
              maxLength={64}
              inputMode="text"
              autoComplete="off"
              error={errorOf('accountNumber')}
              data-testid="bank-number"
              {...register('accountNumber')}
            />
            <Field
              label={t('security.accountName')}
              maxLength={64}
              autoComplete="name"
              readOnly={payeeName !== ''}
              hint={payeeName ? t('security.accountNameFixed') : t('security.accountNameFirst')}
              error={errorOf('accountName')}
              data-testid="bank-holder"
              {...register('accountName')}
            />
          </div>
          {failure && !(failure.field && FIELDS.includes(failure.field)) && <FormError failure={failure} />}
          <button type="submit" className="button button--primary" disabled={withdraw.busy} data-testid="bank-submit">
            <Icon name="check" size={16} />
            {t('security.bindBank')}
          </button>
        </form>
      )}
    </section>
  );
});
