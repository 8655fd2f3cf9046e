import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';
import { GameNav } from './GameNav';
import { MemberPanel } from './MemberPanel';

/** Spec §2.2: menu, notice and service icons, member panel or login/register buttons. */
export const Header = observer(function Header({ gamePage }: { gamePage: boolean }) {
  const { auth, ui, system, promotions, missions } = useStores();
  const { t } = useTranslation();
  const service = system.serviceUrl('LIVECHAT');
  const showRewards = !auth.isLogin || (auth.member !== null && system.feature('REFERRAL'));
  return (
    <header className="header">
      <button type="button" className="icon-button" onClick={() => ui.toggleSideMenu()} aria-label={ui.sideMenuCollapsed ? t('nav.expand') : t('nav.collapse')} aria-expanded={!ui.sideMenuCollapsed}>
        <Icon name="menu" />
      </button>
      <Link to="/" className="logo" aria-label={t('brand.name')}>
        <img src="/favicon.svg" alt="" width={34} height={34} />
        <span className="logo__text">{t('brand.name')}</span>
      </Link>
      <nav className="header__nav" aria-label={t('nav.menu')}>
        <NavLink to="/" end>
          {t('nav.games')}
        </NavLink>
        <GameNav />
        <NavLink to="/promotions">{t('nav.promotions')}</NavLink>
        {showRewards && (
          <Link to="/member?page=rewardCenter" className="header__rewards">
            {t('nav.rewards')}
            {promotions.claimable + missions.claimable > 0 && (
              <span className="badge" data-testid="rewards-badge">
                {promotions.claimable + missions.claimable}
              </span>
            )}
          </Link>
        )}
        <Link to="/member?page=referral">{t('nav.share')}</Link>
      </nav>
      <div className="header__actions">
        <button type="button" className="icon-button" onClick={() => ui.open('notice')} aria-label={t('nav.notice')}>
          <Icon name="bell" />
        </button>
        {service && (
          <a className="icon-button" href={service} aria-label={t('nav.service')}>
            <Icon name="headset" />
          </a>
        )}
        {auth.isLogin ? (
          <MemberPanel showBalance={!gamePage} />
        ) : (
          <>
            <button type="button" className="button button--ghost" onClick={() => ui.open('login')} data-testid="open-login">
              {t('nav.login')}
            </button>
            <button type="button" className="button button--primary" onClick={() => ui.open('register')} data-testid="open-register">
              {t('nav.register')}
            </button>
          </>
        )}
      </div>
    </header>
  );
});
