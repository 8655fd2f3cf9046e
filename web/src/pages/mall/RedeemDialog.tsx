import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MAX_REDEEM_QUANTITY } from '../../../../core/domain/engagement/points';
import { Field } from '../../components/Field';
import { FormError } from '../../components/FormError';
import { Modal } from '../../modals/Modal';
import { useStores } from '../../stores/stores-context';

/** Redeem: how many, and the payment password that guards what leaves the account. */
export const RedeemDialog = observer(function RedeemDialog() {
  const { mall } = useStores();
  const { t } = useTranslation();
  const { register, handleSubmit, watch } = useForm<{ quantity: string; paymentPassword: string }>({ defaultValues: { quantity: '1', paymentPassword: '' } });
  const goods = mall.redeeming;
  if (!goods) return null;
  const quantity = Number(watch('quantity')) || 0;
  const submit = handleSubmit(async (form) => mall.redeem(Number(form.quantity), form.paymentPassword));
  return (
    <Modal title={t('mall.redeemTitle', { name: goods.name })} onClose={() => mall.open(null)} size="sm" testId="redeem-dialog">
      {mall.done ? (
        <p className="form__success" role="status" data-testid="redeem-done">
          {t('mall.redeemed')}
        </p>
      ) : (
        <form className="form" onSubmit={submit} noValidate>
          <Field label={t('mall.quantity')} type="number" min={1} max={MAX_REDEEM_QUANTITY} inputMode="numeric" {...register('quantity')} />
          <p className="muted">{t('mall.cost', { count: quantity * Number(goods.points) })}</p>
          <Field label={t('mall.paymentPassword')} type="password" autoComplete="off" inputMode="numeric" {...register('paymentPassword')} />
          <FormError failure={mall.failure} testId="redeem-error" />
          <button type="submit" className="button button--primary" disabled={mall.busy} data-testid="redeem-submit">
            {t('mall.confirm')}
          </button>
        </form>
      )}
    </Modal>
  );
});
