import { observer } from 'mobx-react-lite';
import type { LotteryGameView } from '../../../../core/portal/lottery/types';
import { Field } from '../../components/Field';
import { Pagination } from '../../components/Pagination';
import { useErrorText, useFieldError } from '../../components/use-error-text';
import type { ResultsHistoryStore } from '../../stores/lottery/results-history-store';
import { ResultsTable } from './ResultsTable';
import { useLotteryT } from './use-lottery-t';

/** The game's result history (GET /wps/lottery/results): date filters in the operator's calendar and pages, newest first. */
export const ResultsHistory = observer(function ResultsHistory({ history, game }: { history: ResultsHistoryStore; game: LotteryGameView }) {
  const t = useLotteryT();
  const errorText = useErrorText();
  const errorOn = useFieldError(history.error);
  return (
    <section className="lottery-panel results-history" data-testid="results-history" aria-busy={history.loading}>
      <h2 className="lottery-panel__title">{t('lottery.history.title')}</h2>
      <div className="results-history__filters">
        <Field
          label={t('lottery.history.from')}
          type="date"
          value={history.from}
          max={history.to || undefined}
          error={errorOn('from')}
          onChange={(e) => history.setDates({ from: e.target.value })}
          data-testid="history-from"
        />
        <Field
          label={t('lottery.history.to')}
          type="date"
          value={history.to}
          min={history.from || undefined}
          error={errorOn('to')}
          onChange={(e) => history.setDates({ to: e.target.value })}
          data-testid="history-to"
        />
      </div>
      {history.error && !history.error.field && (
        <p className="field__error" role="alert">
          {errorText(history.error)}
        </p>
      )}
      {history.list.length === 0 ? (
        <p className="muted" data-testid="history-empty">
          {t('lottery.history.none')}
        </p>
      ) : (
        <ResultsTable game={game} results={history.list} />
      )}
      <Pagination
        page={history.pageNo}
        pages={history.pages}
        label={t('lottery.history.pages')}
        onPage={(n) => void history.goTo(n)}
        disabled={history.loading}
      />
    </section>
  );
});
