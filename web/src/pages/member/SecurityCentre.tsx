import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../core/domain/kernel/money';
import { useStores } from '../../stores/stores-context';
import { AuthenticatorCard } from './AuthenticatorCard';
import { BankAccounts } from './BankAccounts';
import { LoginHistoryCard } from './LoginHistoryCard';
import { PaymentPasswordForm } from './PaymentPasswordForm';
import { ProfileCard } from './ProfileCard';
import { ContactCard } from './ContactCard';
import { SessionsCard } from './SessionsCard';
import { SocialCard } from './SocialCard';

const ResponsibleGaming = lazy(() => import('./ResponsibleGaming').then((m) => ({ default: m.ResponsibleGaming })));

/** The member centre's first page: the account, its passwords, bank accounts, authenticator, devices, logins and responsible gaming. */
export const SecurityCentre = observer(function SecurityCentre() {
  const { auth, ui, security } = useStores();
  const { t } = useTranslation();
  const member = auth.member;
  const real = member?.role === 'member' || member?.role === 'agent';
  useEffect(() => {
    if (real) void security.load();
  }, [security, real]);
  if (!member) return null;
  return (
    <>
      <dl className="details">
        <dt>{t('member.account')}</dt>
        <dd data-testid="security-account">{member.account}</dd>
        <dt>{t('member.id')}</dt>
        <dd>{member.id}</dd>
        <dt>{t('member.type')}</dt>
        <dd>{t(`member.role.${member.role}`)}</dd>
        <dt>{t('member.balance')}</dt>
        <dd>{formatMoney(member.balance, member.currencySymbol, member.scale)}</dd>
        <dt>{t('member.createdAt')}</dt>
        <dd>{new Date(member.createdAt).toLocaleDateString()}</dd>
      </dl>
      {real && security.centre && <ProfileCard current={security.centre.profile} />}
      <h3>{t('pages.security')}</h3>
      <button
        type="button"
        className="button button--ghost"
        onClick={() => (auth.guard() === 'proceed' ? ui.forcePasswordChange(false) : undefined)}
        data-testid="open-change-password"
      >
        {t('pages.changePassword')}
      </button>
      {real && security.centre && <ContactCard current={security.centre.profile} />}
      <div className="security-centre">
        <PaymentPasswordForm />
        {real && <AuthenticatorCard />}
      </div>
      {real && <SocialCard />}
      <BankAccounts />
      {real && (
        <div className="security-centre">
          <SessionsCard />
          <LoginHistoryCard />
        </div>
      )}
      {real && (
        <Suspense fallback={null}>
          <ResponsibleGaming />
        </Suspense>
      )}
    </>
  );
});
