import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import type { LimitInfo } from '../../../../core/portal/protection/ports';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { StatusBadge } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { useErrorText } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';

/** One limit: what applies, the current window's usage, a waiting increase, and a form to change it. */
export const LimitRow = observer(function LimitRow({ limit, label, show }: { limit: LimitInfo; label: string; show: (value: bigint) => string }) {
  const { protection, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const errorText = useErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, reset } = useForm<{ value: string }>({ defaultValues: { value: '' } });
  const testId = limit.key.replace(':', '-');

  const save = async (value: string) => {
    setFailure(null);
    setSaved(false);
    const result = await protection.change(limit.key, value);
    if (!result.ok) return setFailure(result.error);
    reset({ value: '' });
    setSaved(true);
  };
  const share = limit.used !== null && limit.effective !== null && limit.effective > 0n ? Math.min(100, Number((limit.used * 100n) / limit.effective)) : 0;

  return (
    <li className="limit-row" data-testid={`limit-${testId}`}>
      <div className="limit-row__head">
        <strong>{label}</strong>
        <span className="limit-row__value" data-testid={`limit-${testId}-effective`}>
          {limit.effective === null ? <span className="muted">{t('protection.none')}</span> : show(limit.effective)}
        </span>
      </div>
      {limit.used !== null && (
        <div className="limit-row__usage">
          {limit.effective !== null && (
            <span className={`limit-meter${share >= 80 ? ' limit-meter--high' : ''}`} aria-hidden="true">
              <span style={{ inlineSize: `${share}%` }} />
            </span>
          )}
          <span className="muted" data-testid={`limit-${testId}-used`}>
            {limit.effective === null
              ? t('protection.usedNoLimit', { used: show(limit.used) })
              : t('protection.used', { used: show(limit.used), limit: show(limit.effective) })}
            {limit.resetsAt && ` · ${t('protection.resets', { time: time(limit.resetsAt) })}`}
          </span>
        </div>
      )}
      {limit.operator !== null && <p className="muted limit-row__note">{t('protection.operator', { value: show(limit.operator) })}</p>}
      {limit.pending && (
        <StatusBadge
          tone="pending"
          label={
            limit.pending.value === null
              ? t('protection.pendingRemoval', { time: time(limit.pending.at) })
              : t('protection.pending', { value: show(limit.pending.value), time: time(limit.pending.at) })
          }
        />
      )}
      <form className="limit-row__form" onSubmit={handleSubmit((form) => save(form.value))} noValidate>
        <Field
          label={t('protection.newValue')}
          inputMode="decimal"
          autoComplete="off"
          error={failure ? errorText(failure) : undefined}
          data-testid={`limit-${testId}-input`}
          {...register('value')}
        />
        <button type="submit" className="button button--primary button--sm" disabled={protection.busy} data-testid={`limit-${testId}-save`}>
          {t('protection.save')}
        </button>
        {limit.member !== null && (
          <button
            type="button"
            className="button button--ghost button--sm"
            disabled={protection.busy}
            onClick={() => void save('')}
            data-testid={`limit-${testId}-remove`}
          >
            {t('protection.remove')}
          </button>
        )}
      </form>
      {saved && (
        <p className="form__success" role="status">
          <Icon name="check" size={16} /> {t('protection.saved')}
        </p>
      )}
    </li>
  );
});
