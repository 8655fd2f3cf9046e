import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { Notices } from '../layout/Notices';
import { useStores } from '../stores/stores-context';
import { WithdrawPage } from './member/WithdrawPage';

/** The whole site for a member who logged in during a break only to take the balance out. */
export const BreakWithdrawalPage = observer(function BreakWithdrawalPage() {
  const { auth } = useStores();
  const { t } = useTranslation();
  return (
    <div className="page break-withdrawal" data-testid="break-withdrawal">
      <header className="break-withdrawal__head">
        <span className="logo">
          <img src="/favicon.svg" alt="" width={34} height={34} />
          <span className="logo__text">{t('brand.name')}</span>
        </span>
        <button type="button" className="button button--ghost" onClick={() => void auth.logout()} data-testid="break-sign-out">
          <Icon name="logout" size={16} />
          {t('breakWithdrawal.signOut')}
        </button>
      </header>
      <h1 className="page__title">{t('breakWithdrawal.title')}</h1>
      <p className="notice" role="note">
        {t('breakWithdrawal.body')}
      </p>
      <WithdrawPage />
      <Notices />
    </div>
  );
});
