import { observer } from 'mobx-react-lite';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CONTRACT_KINDS, DIVIDEND_PERIODS, MAX_TIERS } from '../../../../core/domain/agency/contract-terms';
import type { ContractOffer } from '../../../../core/portal/agency/types';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { SelectField } from '../../components/SelectField';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { Modal } from '../../modals/Modal';
import { useStores } from '../../stores/stores-context';

interface TermsEditor {
  kind: string;
  period: string;
  tiers: { validBet: string; loss: string; active: string; rate: string }[];
  profitRate: string;
  lossRate: string;
  minBet: string;
}

const EMPTY_TIER = { validBet: '', loss: '', active: '0', rate: '' };

/** The form's terms as an offer: only the fields of the chosen kind. */
function offerOf(downline: string, form: TermsEditor): ContractOffer {
  if (form.kind === 'realtimeSalary') return { downline, kind: form.kind, profitRate: form.profitRate, lossRate: form.lossRate, minBet: form.minBet || '0' };
  const tiers = form.tiers.map((x) => ({ validBet: x.validBet || '0', active: x.active || '0', rate: x.rate, ...(x.loss ? { loss: x.loss } : {}) }));
  return { downline, kind: form.kind, ...(form.kind === 'dividend' ? { period: form.period } : {}), tiers };
}

/** Offer a downline agent a contract: its kind, a dividend's period, up to 10 tiers or the real-time rates. */
export const OfferContractDialog = observer(function OfferContractDialog() {
  const { agency } = useStores();
  const { t } = useTranslation();
  const { register, control, handleSubmit, watch } = useForm<TermsEditor>({
    defaultValues: { kind: 'dailySalary', period: 'weekly', tiers: [{ ...EMPTY_TIER }], profitRate: '', lossRate: '', minBet: '' },
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const downline = agency.offerTo;
  const failure = agency.offerError;
  const errorOf = useFieldError(failure);
  if (!downline) return null;
  const kind = watch('kind');
  const tierFailure = failure?.field === 'tiers' ? Number(failure.params?.['tier'] ?? 0) : 0;
  return (
    <Modal title={t('agent.offer.title', { account: downline.account })} onClose={() => agency.closeOffer()} size="lg" testId="offer-dialog">
      {agency.offered ? (
        <div className="form">
          <p className="form__success" role="status" data-testid="offer-sent">
            {t('agent.offer.sent', { account: downline.account })}
          </p>
          <button type="button" className="button button--primary" onClick={() => agency.closeOffer()}>
            {t('agent.close')}
          </button>
        </div>
      ) : (
        <form className="form" noValidate onSubmit={handleSubmit((form) => void agency.offer(offerOf(downline.account, form)))}>
          <div className="agent-form__row">
            <SelectField label={t('agent.contract.kind')} error={errorOf('kind')} {...register('kind')}>
              {CONTRACT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {t(`agent.kind.${k}`)}
                </option>
              ))}
            </SelectField>
            {kind === 'dividend' && (
              <SelectField label={t('agent.contract.period')} error={errorOf('period')} {...register('period')}>
                {DIVIDEND_PERIODS.map((p) => (
                  <option key={p} value={p}>
                    {t(`agent.period.${p}`)}
                  </option>
                ))}
              </SelectField>
            )}
          </div>
          {kind === 'realtimeSalary' ? (
            <div className="agent-form__row">
              <Field label={t('agent.contract.profitRate')} inputMode="decimal" error={errorOf('profitRate')} adornment="%" {...register('profitRate')} />
              <Field label={t('agent.contract.lossRate')} inputMode="decimal" error={errorOf('lossRate')} adornment="%" {...register('lossRate')} />
              <Field label={t('agent.contract.minBet')} inputMode="decimal" error={errorOf('minBet')} {...register('minBet')} />
            </div>
          ) : (
            <fieldset className="tier-editor">
              <legend>{t('agent.contract.tiers')}</legend>
              {tiers.fields.map((field, i) => (
                <div key={field.id} className={`tier-editor__row${tierFailure === i + 1 ? ' tier-editor__row--error' : ''}`} data-testid="tier-row">
                  <span className="tier-editor__no">{i + 1}</span>
                  <Field label={t('agent.contract.validBet')} inputMode="decimal" {...register(`tiers.${i}.validBet`)} />
                  {kind === 'dividend' && <Field label={t('agent.contract.loss')} inputMode="decimal" {...register(`tiers.${i}.loss`)} />}
                  <Field label={t('agent.contract.active')} inputMode="numeric" {...register(`tiers.${i}.active`)} />
                  <Field label={t('agent.contract.rate')} inputMode="decimal" adornment="%" {...register(`tiers.${i}.rate`)} />
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => tiers.remove(i)}
                    disabled={tiers.fields.length <= 1}
                    aria-label={t('agent.contract.removeTier', { tier: i + 1 })}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </div>
              ))}
              <button
                type="button"
                className="button button--ghost button--sm"
                onClick={() => tiers.append({ ...EMPTY_TIER })}
                disabled={tiers.fields.length >= MAX_TIERS}
              >
                {t('agent.contract.addTier')}
              </button>
            </fieldset>
          )}
          <FormError failure={failure} testId="offer-error" />
          <button type="submit" className="button button--primary" disabled={agency.offering}>
            {agency.offering ? t('auth.working') : t('agent.offer.send')}
          </button>
        </form>
      )}
    </Modal>
  );
});
