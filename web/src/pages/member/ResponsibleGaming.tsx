import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { LIMIT_METRICS, LIMIT_PERIODS } from '../../../../core/domain/protection/limits';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { BreakCard } from './BreakCard';
import { LimitRow } from './LimitRow';
import { SecurityHead } from './SecurityHead';
import '../../styles/protection.css';

/** The security centre's responsible-gaming section: money and session limits, time-outs and self-exclusion. */
export const ResponsibleGaming = observer(function ResponsibleGaming() {
  const { protection, auth } = useStores();
  const { t } = useTranslation();
  useEffect(() => {
    void protection.load();
  }, [protection]);
  const member = auth.member;
  if (!member) return null;
  const money = (v: bigint) => formatMoney(v, member.currencySymbol, member.scale);
  const minutes = (v: bigint) => t('protection.minutes', { count: Number(v) });
  const session = protection.limit('session');
  return (
    <section className="responsible-gaming" aria-labelledby="protection-title" data-testid="responsible-gaming">
      <header className="responsible-gaming__head">
        <h3 id="protection-title">{t('protection.title')}</h3>
        <p className="muted">{t('protection.intro')}</p>
      </header>
      <FormError failure={protection.loadError} />
      {protection.info && (
        <div className="limit-grid">
          {LIMIT_METRICS.map((metric) => (
            <div key={metric} className="form security-form limit-card" data-testid={`limits-${metric}`}>
              <SecurityHead
                icon={metric === 'deposit' ? 'wallet' : metric === 'loss' ? 'chart' : 'dice'}
                titleId={`limits-${metric}-title`}
                title={t(`protection.metric.${metric}`)}
                status={t(`protection.metricHint.${metric}`)}
              />
              <ul className="limit-list">
                {LIMIT_PERIODS.map((period) => {
                  const limit = protection.limit(`${metric}:${period}`);
                  return limit && <LimitRow key={period} limit={limit} label={t(`protection.period.${period}`)} show={money} />;
                })}
              </ul>
            </div>
          ))}
          {session && (
            <div className="form security-form limit-card" data-testid="limits-session">
              <SecurityHead icon="lock" titleId="limits-session-title" title={t('protection.session')} status={t('protection.sessionHint')} />
              <ul className="limit-list">
                <LimitRow limit={session} label={t('protection.session')} show={minutes} />
              </ul>
            </div>
          )}
        </div>
      )}
      <div className="security-centre">
        <BreakCard kind="timeout" />
        <BreakCard kind="exclusion" />
      </div>
    </section>
  );
});
