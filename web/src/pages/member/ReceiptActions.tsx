import { observer } from 'mobx-react-lite';
import { useState, type ChangeEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import { PROOF_MAX_BYTES } from '../../../../core/domain/wallet/withdrawal-receipt';
import type { ReceiptForm } from '../../../../core/portal/wallet/answer-receipt';
import type { Withdrawal } from '../../../../core/portal/wallet/withdrawal-types';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

/** Did the paid-out money arrive? Received, partly (two amounts), or not (with a proof image). */
export const ReceiptActions = observer(function ReceiptActions({ withdrawal, deadline }: { withdrawal: Withdrawal; deadline: string }) {
  const { withdraw } = useStores();
  const { t } = useTranslation();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [partly, setPartly] = useState(false);
  const { register, handleSubmit } = useForm<{ received: string; remaining: string }>({ defaultValues: { received: '', remaining: '' } });

  const answer = async (form: ReceiptForm) => {
    setFailure(null);
    const result = await withdraw.answer(withdrawal, form);
    if (!result.ok) setFailure(result.error);
  };
  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > PROOF_MAX_BYTES) return setFailure({ code: 'wallet.proof_too_large', params: { max: PROOF_MAX_BYTES } });
    await answer({ outcome: 'not_received', proof: new Uint8Array(await file.arrayBuffer()) });
  };
  const errorOf = useFieldError(failure);

  return (
    <div className="receipt" data-testid="receipt-actions">
      <p className="receipt__question">{t('withdraw.receiptQuestion', { deadline })}</p>
      <div className="receipt__buttons">
        <button
          type="button"
          className="button button--primary button--sm"
          disabled={withdraw.busy}
          onClick={() => void answer({ outcome: 'received' })}
          data-testid="receipt-received"
        >
          <Icon name="check" size={16} />
          {t('withdraw.received')}
        </button>
        <button
          type="button"
          className="button button--ghost button--sm"
          aria-expanded={partly}
          onClick={() => setPartly(!partly)}
          data-testid="receipt-partly"
        >
          {t('withdraw.partly')}
        </button>
        <label className="button button--ghost button--sm receipt__upload" data-testid="receipt-not-received">
          <Icon name="close" size={16} />
          {t('withdraw.notReceived')}
          <input
            type="file"
            accept="image/png,image/jpeg"
            className="visually-hidden"
            disabled={withdraw.busy}
            onChange={(e) => void upload(e)}
            data-testid="receipt-proof"
          />
        </label>
      </div>
      <p className="receipt__hint muted">{t('withdraw.proofHint')}</p>
      {partly && (
        <form
          className="receipt__partly"
          noValidate
          onSubmit={handleSubmit((f) => answer({ outcome: 'partly_received', ...f }))}
          data-testid="receipt-partly-form"
        >
          <Field
            label={t('withdraw.receivedAmount')}
            inputMode="decimal"
            autoComplete="off"
            error={errorOf('received')}
            data-testid="receipt-received-amount"
            {...register('received')}
          />
          <Field
            label={t('withdraw.remainingAmount')}
            inputMode="decimal"
            autoComplete="off"
            error={errorOf('remaining')}
            data-testid="receipt-remaining-amount"
            {...register('remaining')}
          />
          <button type="submit" className="button button--primary button--sm" disabled={withdraw.busy} data-testid="receipt-partly-submit">
            {t('withdraw.sendPartly')}
          </button>
        </form>
      )}
      {failure && !(failure.field === 'received' || failure.field === 'remaining') && <FormError failure={failure} />}
    </div>
  );
});
