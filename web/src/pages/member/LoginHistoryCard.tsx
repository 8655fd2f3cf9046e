import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { StatusBadge } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { useStores } from '../../stores/stores-context';
import { DataTable } from '../../components/DataTable';

/** Security centre: the last logins and failed attempts, with where from and how they were proved. */
export const LoginHistoryCard = observer(function LoginHistoryCard() {
  const { security, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const history = security.centre?.history ?? [];
  return (
    <section className="security-card" aria-labelledby="login-history-title" data-testid="login-history">
      <header className="section-head">
        <h3 id="login-history-title">{t('loginHistory.title')}</h3>
        <span className="muted">{t('loginHistory.lastN', { count: history.length })}</span>
      </header>
      {history.length === 0 ? (
        <EmptyState icon="list" title={t('loginHistory.empty')} body={t('loginHistory.emptyBody')} />
      ) : (
        <div className="table-wrap">
          <DataTable
            rows={history}
            rowKey={(h, i) => `${h.at}-${i}`}
            row={() => ({ 'data-testid': 'login-history-row' })}
            columns={[
              { head: t('loginHistory.time'), cell: (h) => time(h.at) },
              { head: t('loginHistory.ip'), cell: (h) => <bdi>{h.ip}</bdi> },
              {
                head: t('loginHistory.method'),
                cell: (h) => (
                  <>
                    {t(`loginHistory.methods.${h.method}`)}
                    {h.factor && <span className="muted"> + {t(`loginHistory.factors.${h.factor}`)}</span>}
                  </>
                ),
              },
              {
                head: t('loginHistory.result'),
                cell: (h) => <StatusBadge tone={h.success ? 'success' : 'danger'} label={t(h.success ? 'loginHistory.success' : 'loginHistory.failure')} />,
              },
            ]}
          />
        </div>
      )}
    </section>
  );
});
