import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { elapsedText } from '../components/elapsed';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';

/** How long this login has lasted, ticking every second beside the balance. */
export const SessionClock = observer(function SessionClock() {
  const { realityCheck } = useStores();
  const { t } = useTranslation();
  if (!realityCheck.summary) return null;
  return (
    <div className="session-clock" title={t('realityCheck.sessionTime')} data-testid="session-clock">
      <Icon name="clock" size={16} />
      <span className="visually-hidden">{t('realityCheck.sessionTime')}</span>
      <span className="session-clock__value" data-testid="session-time">
        {elapsedText(realityCheck.elapsedMs)}
      </span>
    </div>
  );
});
