import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../../core/domain/kernel/result';
import { Icon } from '../../components/Icon';
import { StatusBadge } from '../../components/StatusBadge';
import { useDateTime } from '../../components/use-date-time';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { deviceName } from './device-name';

/** Security centre: where the member is logged in, with a way to log other devices out. */
export const SessionsCard = observer(function SessionsCard() {
  const { security, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const [failure, setFailure] = useState<Failure | null>(null);
  const sessions = security.centre?.sessions ?? [];
  const revoke = async (target: { sessionId: number } | 'others') => {
    const result = await security.revoke(target);
    setFailure(result.ok ? null : result.error);
  };
  const describe = (userAgent: string) => {
    const { browser, os } = deviceName(userAgent);
    if (browser && os) return t('sessions.browserOn', { browser, os });
    return browser || os || t('sessions.unknownDevice');
  };
  return (
    <section className="security-card" aria-labelledby="sessions-title" data-testid="sessions">
      <header className="section-head">
        <h3 id="sessions-title">{t('sessions.title')}</h3>
        {sessions.length > 1 && (
          <button
            type="button"
            className="button button--ghost button--sm section-head__action"
            disabled={security.busy}
            onClick={() => void revoke('others')}
            data-testid="revoke-others"
          >
            <Icon name="logout" size={16} />
            {t('sessions.revokeOthers')}
          </button>
        )}
      </header>
      <ul className="bank-list">
        {sessions.map((s) => (
          <li key={s.id} className={`bank-list__item${s.current ? ' bank-list__item--current' : ''}`} data-testid="session">
            <span className="bank-list__icon" aria-hidden="true">
              <Icon name={s.current ? 'check' : 'globe'} size={18} />
            </span>
            <span className="bank-list__main">
              <strong>{describe(s.userAgent)}</strong>
              <span className="muted">
                <bdi>{s.ip}</bdi> · {t('sessions.lastSeen', { time: time(s.lastSeenAt) })}
              </span>
            </span>
            {s.current ? (
              <StatusBadge tone="success" label={t('sessions.current')} />
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={security.busy}
                onClick={() => void revoke({ sessionId: s.id })}
                data-testid="revoke-session"
              >
                {t('sessions.revoke')}
              </button>
            )}
          </li>
        ))}
      </ul>
      <FormError failure={failure} />
    </section>
  );
});
