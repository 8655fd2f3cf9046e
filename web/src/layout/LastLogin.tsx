import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useDateTime } from '../components/use-date-time';
import { useStores } from '../stores/stores-context';

/** The login before this one, in the member menu: a login the member did not make stands out. */
export const LastLogin = observer(function LastLogin() {
  const { realityCheck, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const summary = realityCheck.summary;
  if (!summary) return null;
  return (
    <div className="member-menu__last-login" data-testid="last-login">
      {summary.previousLoginAt ? (
        <>
          <span className="muted">{t('realityCheck.lastLogin')}</span> <strong>{time(summary.previousLoginAt)}</strong>
        </>
      ) : (
        <span className="muted">{t('realityCheck.firstLogin')}</span>
      )}
    </div>
  );
});
