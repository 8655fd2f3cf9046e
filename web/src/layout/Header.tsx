import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { DRAWER_SCREEN, useMediaQuery } from '../components/use-media-query';
import { useStores } from '../stores/stores-context';
import { HeaderNav } from './HeaderNav';
import { MemberPanel } from './MemberPanel';

/** Menu, notice and service icons, member panel or login/register buttons. */
export const Header = observer(function Header({ gamePage }: { gamePage: boolean }) {
  const { auth, ui, system } = useStores();
  const { t } = useTranslation();
  const drawer = useMediaQuery(DRAWER_SCREEN);
  const service = system.serviceUrl('LIVECHAT');
  const expanded = drawer ? ui.drawerOpen : !ui.sideMenuCollapsed;
  return (
    <header className="header">
      <button
        type="button"
        className="icon-button"
        onClick={() => (drawer ? ui.openDrawer(true) : ui.toggleSideMenu())}
        aria-label={drawer ? t('nav.openMenu') : expanded ? t('nav.collapse') : t('nav.expand')}
        aria-expanded={expanded}
        aria-controls="side-menu"
        data-testid="menu-toggle"
      >
        <Icon name="menu" />
      </button>
      <Link to="/" className="logo" aria-label={t('brand.name')}>
        <img src="/favicon.svg" alt="" width={34} height={34} />
        <span className="logo__text">{t('brand.name')}</span>
      </Link>
      <HeaderNav />
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
