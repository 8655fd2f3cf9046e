import { observer } from 'mobx-react-lite';
import { useCallback, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useNavigate } from 'react-router-dom';
import { CATEGORY_ROUTES } from '../../../core/domain/catalog/categories';
import { Icon, type IconName } from '../components/Icon';
import { DRAWER_SCREEN, useMediaQuery } from '../components/use-media-query';
import { useStores } from '../stores/stores-context';
import { CATEGORY_ICONS } from './category-icons';
import { useDrawerFocus } from './use-drawer-focus';

function Item({ icon, label, onClick, to, badge }: { icon: IconName; label: string; onClick?: () => void; to?: string; badge?: number }) {
  const content: ReactNode = (
    <>
      <Icon name={icon} />
      <span className="side-menu__label">{label}</span>
      {badge !== undefined && badge > 0 && <span className="badge">{badge}</span>}
    </>
  );
  return (
    <li>
      {to ? (
        <NavLink to={to} className="side-menu__item" title={label}>
          {content}
        </NavLink>
      ) : (
        <button type="button" className="side-menu__item" onClick={onClick} title={label}>
          {content}
        </button>
      )}
    </li>
  );
}

/**
 * Money and rewards, member centre group, game centre group, help, language, logout.
 * A rail beside the page on wide screens; on narrow ones an off-canvas drawer from the
 * inline start (the right in Urdu) that any item, the backdrop, the close button or Escape closes.
 */
export const SideMenu = observer(function SideMenu() {
  const { auth, ui, system, language, promotions, missions } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const drawer = useMediaQuery(DRAWER_SCREEN);
  const open = drawer && ui.drawerOpen;
  const ref = useRef<HTMLElement>(null);
  const close = useCallback(() => ui.openDrawer(false), [ui]);
  useDrawerFocus(ref, open, close);
  const member = (page: string) => () => auth.guard() === 'proceed' && navigate(`/member?page=${page}`);
  const referral = !auth.isLogin || system.feature('REFERRAL');
  const modifiers = `${ui.sideMenuCollapsed && !drawer ? ' side-menu--collapsed' : ''}${open ? ' side-menu--open' : ''}`;
  return (
    <>
      {open && <div className="drawer-backdrop" onClick={close} aria-hidden="true" />}
      <aside
        id="side-menu"
        ref={ref}
        className={`side-menu${modifiers}`}
        aria-label={t('nav.menu')}
        {...(drawer ? { role: 'dialog', 'aria-modal': open, inert: !open } : {})}
        onClick={(event) => (event.target as Element).closest('.side-menu__item') && close()}
      >
        <div className="side-menu__top">
          <span className="logo__text">{t('brand.name')}</span>
          <button type="button" className="icon-button" onClick={close} aria-label={t('nav.closeMenu')} data-testid="drawer-close">
            <Icon name="close" />
          </button>
        </div>
        <ul className="side-menu__group">
          <Item icon="wallet" label={t('menu.deposit')} onClick={member('depositv2')} />
          <Item icon="withdraw" label={t('menu.withdrawal')} onClick={member('withdraw')} />
          <Item icon="gift" label={t('menu.promotions')} to="/promotions" />
          {referral && <Item icon="users" label={t('menu.inviteFriends')} onClick={member('referral')} />}
          <Item icon="trophy" label={t('menu.rewardCenter')} onClick={member('rewardCenter')} badge={promotions.claimable + missions.claimable} />
          <Item icon="percent" label={t('menu.manualRebate')} onClick={member('manualRebate')} />
          <Item icon="star" label={t('menu.pointMall')} to="/pointMall" />
        </ul>
        <p className="side-menu__heading">{t('menu.memberCenter')}</p>
        <ul className="side-menu__group">
          {auth.member?.vip && <Item icon="crown" label={t('menu.vip')} onClick={member('vip')} />}
          <Item icon="list" label={t('menu.bettingRecord')} onClick={member('personalHistoryCopy')} />
          <Item icon="receipt" label={t('menu.accountRecord')} onClick={member('transactionHistory')} />
          <Item icon="user" label={t('menu.myAccount')} onClick={member('securityCenter')} />
          <Item icon="chart" label={t('menu.personalLoss')} onClick={member('personalProfit')} />
          <Item icon="mail" label={t('menu.messages')} onClick={member('messageV2')} badge={auth.member?.unreadCount ?? 0} />
          {auth.isAgent && <Item icon="users" label={t('menu.agent')} to="/agentHome" />}
        </ul>
        <p className="side-menu__heading">{t('menu.gameCenter')}</p>
        <ul className="side-menu__group">
          {CATEGORY_ROUTES.map((route) => (
            <Item key={route.category} icon={CATEGORY_ICONS[route.category]} label={t(`category.${route.category}`)} to={route.path} />
          ))}
        </ul>
        <ul className="side-menu__group side-menu__group--end">
          <Item icon="headset" label={t('menu.customerService')} to="/help#contact" />
          <Item icon="help" label={t('menu.helpCenter')} to="/help" />
          <Item icon="phone" label={t('menu.appDownload')} to="/download" />
          <li className="side-menu__language">
            <label>
              <Icon name="globe" />
              <span className="visually-hidden">{t('menu.language')}</span>
              <select
                value={language.lang}
                onChange={(e) => void language.choose(e.target.value)}
                aria-label={t('menu.language')}
                data-testid="language-select"
              >
                {system.languages.map((lang) => (
                  <option key={lang} value={lang}>
                    {t(`language.${lang}`)}
                  </option>
                ))}
              </select>
            </label>
          </li>
          {auth.isLogin && <Item icon="logout" label={t('menu.logout')} onClick={() => ui.open('logoutConfirm')} />}
        </ul>
      </aside>
    </>
  );
});
