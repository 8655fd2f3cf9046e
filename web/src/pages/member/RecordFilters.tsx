import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { QUICK_PICKS } from '../../../../core/domain/kernel/calendar';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { useFieldError } from '../../components/use-error-text';
import type { RecordFilterForm, RecordPageLike, RecordStore } from '../../stores/record-store';

interface RecordFiltersProps {
  readonly record: RecordStore<RecordPageLike>;
  /** The type filter's choices (value and label), under its label; none: no type filter. */
  readonly types?: { readonly label: string; readonly all: string; readonly options: readonly { readonly value: string; readonly label: string }[] };
}

/** Type, from and to (the form), and the quick picks that fill the dates and search at once. */
export const RecordFilters = observer(function RecordFilters({ record, types }: RecordFiltersProps) {
  const { t } = useTranslation();
  const typeId = useId();
  // The store's filters fill the form, but never over a field the member changed while a page loaded.
  const { register, handleSubmit, getValues, reset } = useForm<RecordFilterForm>({
    values: { type: record.type, from: record.from, to: record.to },
    resetOptions: { keepDirtyValues: true },
  });
  /** The member's changes go to the store now: the store's next filters fill the form again. */
  const handOver = () => reset(getValues());
  const errorOf = useFieldError(record.filterError);
  const typeError = errorOf('type');
  return (
    <form
      className="record-filters"
      onSubmit={handleSubmit((form) => {
        handOver();
        void record.search(form);
      })}
      noValidate
      aria-label={t('record.filters')}
      data-testid="record-filters"
    >
      <div className="record-filters__fields">
        {types && (
          <div className={`field${typeError ? ' field--error' : ''}`}>
            <label htmlFor={typeId}>{types.label}</label>
            <div className="field__control field__control--select">
              <select id={typeId} aria-invalid={typeError ? true : undefined} data-testid="record-type" {...register('type')}>
                <option value="">{types.all}</option>
                {types.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
              <Icon name="chevronDown" size={16} className="field__chevron" />
            </div>
            {typeError && (
              <div className="field__error" role="alert">
                {typeError}
              </div>
            )}
          </div>
        )}
        <Field label={t('record.from')} type="date" error={errorOf('from')} data-testid="record-from" {...register('from')} />
        <Field label={t('record.to')} type="date" error={errorOf('to')} data-testid="record-to" {...register('to')} />
        <div className="record-filters__actions">
          <button type="submit" className="button button--primary" disabled={record.loading} data-testid="record-search">
            {t('record.search')}
          </button>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => {
              handOver();
              void record.clear();
            }}
            disabled={record.loading}
          >
            {t('record.clear')}
          </button>
        </div>
      </div>
      <div className="quick-picks" role="group" aria-label={t('record.quickPicks')}>
        {QUICK_PICKS.map((pick) => (
          <button
            type="button"
            key={pick}
            className={`quick-pick${record.quickPick === pick ? ' quick-pick--active' : ''}`}
            aria-pressed={record.quickPick === pick}
            onClick={() => {
              handOver();
              void record.pick(pick, getValues('type'));
            }}
            data-testid={`quick-${pick}`}
          >
            {t(`record.quickPick.${pick}`)}
          </button>
        ))}
      </div>
    </form>
  );
});
