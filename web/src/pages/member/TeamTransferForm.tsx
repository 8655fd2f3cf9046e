import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import type { Failure } from '../../../../core/domain/kernel/result';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { withMoneyParams } from '../../components/money';
import { SelectField } from '../../components/SelectField';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

interface TeamFields {
  recipient: string;
  amount: string;
  paymentPassword: string;
}

const FIELDS: readonly string[] = ['recipient', 'amount', 'paymentPassword'];

/** Recipient (the upline first; an agent's downline after it), amount and payment password; checked by SubmitTeamTransfer. */
export const TeamTransferForm = observer(function TeamTransferForm() {
  const { team, auth } = useStores();
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const [failure, setFailure] = useState<Failure | null>(null);
  const recipients = team.recipients;
  const { register, handleSubmit } = useForm<TeamFields>({ defaultValues: { recipient: recipients[0]?.account ?? '', amount: '', paymentPassword: '' } });
  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await team.submit(form);
    if (!result.ok) setFailure(result.error);
  });
  const shown = failure && auth.member ? withMoneyParams(failure, auth.member.currencySymbol, auth.member.scale) : failure;
  const errorOf = useFieldError(shown);
  return (
    <form className="form cashier__panel" onSubmit={submit} noValidate aria-labelledby="team-form-title" data-testid="team-form">
      <h3 id="team-form-title">{t('team.formTitle')}</h3>
      {!auth.member?.hasPaymentPassword && (
        <p className="notice" role="note">
          {t('team.needPaymentPassword')}{' '}
          <button type="button" className="link-button" onClick={() => setParams({ page: 'securityCenter' })}>
            {t('menu.myAccount')}
          </button>
        </p>
      )}
      <SelectField label={t('team.recipient')} error={errorOf('recipient')} data-testid="team-recipient" {...register('recipient')}>
        {recipients.map((r) => (
          <option key={r.account} value={r.account}>
            {t(`team.relation.${r.relation}`)}: {r.nickname} ({r.account})
          </option>
        ))}
      </SelectField>
      <Field label={t('team.amount')} inputMode="decimal" autoComplete="off" error={errorOf('amount')} data-testid="team-amount" {...register('amount')} />
      <Field
        label={t('team.paymentPassword')}
        type="password"
        inputMode="numeric"
        autoComplete="off"
        error={errorOf('paymentPassword')}
        data-testid="team-password"
        {...register('paymentPassword')}
      />
      {shown && !(shown.field && FIELDS.includes(shown.field)) && <FormError failure={shown} />}
      <button type="submit" className="button button--primary button--lg button--block" disabled={team.submitting} data-testid="team-submit">
        <Icon name="withdraw" size={18} />
        {team.submitting ? t('team.submitting') : t('team.submit')}
      </button>
    </form>
  );
});
