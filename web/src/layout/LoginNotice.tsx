import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { useDateTime } from '../components/use-date-time';
import { useStores } from '../stores/stores-context';

/** How long the previous-login notice stays before it goes by itself. */
const SHOWN_MS = 12_000;

/** After a login: when the account logged in before, so a login the member did not make stands out. */
export const LoginNotice = observer(function LoginNotice() {
  const { auth, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const previous = auth.previousLoginAt;
  useEffect(() => {
    if (!previous) return;
    const timer = setTimeout(() => auth.dismissLoginNotice(), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [auth, previous]);
  if (!previous || !auth.member) return null;
  return (
    <div className="login-notice" role="status" data-testid="login-notice">
      <span className="security-form__icon" aria-hidden="true">
        <Icon name="shield" size={18} />
      </span>
      <p>
        {t('loginNotice.previous')} <strong>{time(previous)}</strong>
      </p>
      <button type="button" className="login-notice__close" onClick={() => auth.dismissLoginNotice()} aria-label={t('loginNotice.dismiss')}>
        <Icon name="close" size={16} />
      </button>
    </div>
  );
});
