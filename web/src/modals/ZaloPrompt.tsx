import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../core/domain/kernel/money';
import type { Failure } from '../../../core/domain/kernel/result';
import { Field } from '../components/Field';
import { useErrorText } from '../components/use-error-text';
import { useStores } from '../stores/stores-context';
import { Modal } from './Modal';

/** Right after registering, the offer to add a Zalo number and get the operator's bonus. */
export const ZaloPrompt = observer(function ZaloPrompt() {
  const { ui, system, promotions } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [done, setDone] = useState(false);
  const { register, handleSubmit, formState } = useForm<{ zalo: string }>({ defaultValues: { zalo: '' } });
  const status = system.status;
  if (!status) return null;
  const bonus = formatMoney(status.register.zaloBonus, status.currency.symbol, status.currency.scale);
  const submit = handleSubmit(async ({ zalo }) => {
    const refused = await promotions.claimZalo(zalo);
    setFailure(refused);
    setDone(refused === null);
  });
  return (
    <Modal title={t('zalo.title', { bonus })} onClose={() => ui.close()} size="sm" testId="zalo-prompt">
      {done ? (
        <p className="form__success" role="status" data-testid="zalo-done">
          {t('zalo.done', { bonus })}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <p className="muted">{t('zalo.lead', { bonus })}</p>
          <Field label={t('zalo.number')} inputMode="numeric" autoComplete="tel" error={failure ? errorText(failure) : undefined} {...register('zalo')} />
          <button type="submit" className="button button--primary" disabled={formState.isSubmitting} data-testid="zalo-submit">
            {t('zalo.claim', { bonus })}
          </button>
          <button type="button" className="button button--ghost" onClick={() => ui.close()}>
            {t('zalo.later')}
          </button>
        </form>
      )}
    </Modal>
  );
});
