import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import { amountText } from '../../../../core/domain/wallet/amount';
import { MAIN_WALLET } from '../../../../core/domain/wallet/transfer-rules';
import type { Wallets } from '../../../../core/portal/wallet/transfer-types';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { SelectField } from '../../components/SelectField';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

interface TransferFields {
  from: string;
  to: string;
  amount: string;
}

const FIELDS: readonly string[] = ['from', 'to', 'amount'];

/** From, to and amount (checked by SubmitWalletTransfer); "all" fills in the source wallet's balance. */
export const TransferForm = observer(function TransferForm({
  wallets,
  walletName,
  money,
}: {
  wallets: Wallets;
  walletName: (code: string) => string;
  money: (minor: bigint) => string;
}) {
  const { transfers } = useStores();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, setValue, getValues } = useForm<TransferFields>({
    defaultValues: { from: MAIN_WALLET, to: wallets.vendors[0]?.code ?? MAIN_WALLET, amount: '' },
  });
  const codes = [MAIN_WALLET, ...wallets.vendors.map((v) => v.code)];
  const balanceOf = (code: string) => (code === MAIN_WALLET ? wallets.main : (wallets.vendors.find((v) => v.code === code)?.balance ?? 0n));

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    const result = await transfers.transfer(form);
    if (!result.ok) setFailure(result.error);
    else setValue('amount', '');
  });
  const swap = () => {
    const { from, to } = getValues();
    setValue('from', to);
    setValue('to', from);
  };
  const errorOf = useFieldError(failure);
  const options = codes.map((code) => (
    <option key={code} value={code}>
      {walletName(code)} · {money(balanceOf(code))}
    </option>
  ));
  return (
    <form className="form cashier__panel transfer-form" onSubmit={submit} noValidate aria-labelledby="transfer-form-title" data-testid="transfer-form">
      <h3 id="transfer-form-title">{t('transfer.formTitle')}</h3>
      <div className="transfer-form__pair">
        <SelectField label={t('transfer.from')} error={errorOf('from')} data-testid="transfer-from" {...register('from')}>
          {options}
        </SelectField>
        <button type="button" className="icon-button transfer-form__swap" onClick={swap} aria-label={t('transfer.swap')}>
          <Icon name="swap" size={18} />
        </button>
        <SelectField label={t('transfer.to')} error={errorOf('to')} data-testid="transfer-to" {...register('to')}>
          {options}
        </SelectField>
      </div>
      <Field
        label={t('transfer.amount')}
        inputMode="decimal"
        autoComplete="off"
        error={errorOf('amount')}
        data-testid="transfer-amount"
        adornment={
          <button type="button" className="field__action" onClick={() => setValue('amount', amountText(balanceOf(getValues('from')), wallets.scale))}>
            {t('transfer.all')}
          </button>
        }
        {...register('amount')}
      />
      {failure && !(failure.field && FIELDS.includes(failure.field)) && <FormError failure={failure} />}
      <button type="submit" className="button button--primary button--lg button--block" disabled={transfers.busy !== null} data-testid="transfer-submit">
        <Icon name="wallet" size={18} />
        {transfers.busy === 'transfer' ? t('transfer.submitting') : t('transfer.submit')}
      </button>
    </form>
  );
});
