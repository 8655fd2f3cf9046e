import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatMoney, maskMoney } from '../../../core/domain/kernel/money';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';
import { LastLogin } from './LastLogin';
import { SessionClock } from './SessionClock';

/** Balance (hideable, refreshable), shortcuts, avatar, account and ID with copy, menu. */
export const MemberPanel = observer(function MemberPanel({ showBalance }: { showBalance: boolean }) {
  const { auth, ui } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [avatarFailed, setAvatarFailed] = useState(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const member = auth.member;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    const onClick = (e: MouseEvent) => !menuRef.current?.contains(e.target as Node) && setOpen(false);
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (!member) return null;
  const balance = formatMoney(member.balance, member.currencySymbol, member.scale);
  const protectedGo = (path: string) => {
    setOpen(false);
    if (auth.guard() === 'proceed') navigate(path);
  };
  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text).catch(() => undefined);
    setOpen(false);
    ui.open('copied');
  };

  return (
    <div className="member-panel">
      <SessionClock />
      {showBalance && (
        <div className="balance" data-testid="balance">
          <span className="balance__label">{t('member.balance')}</span>
          <span className="balance__value" data-testid="balance-value">
            {ui.balanceHidden ? maskMoney(balance) : balance}
          </span>
          <button
            type="button"
            className="icon-button icon-button--sm"
            onClick={() => ui.toggleBalance()}
            aria-label={ui.balanceHidden ? t('member.showBalance') : t('member.hideBalance')}
          >
            <Icon name={ui.balanceHidden ? 'eyeOff' : 'eye'} size={16} />
          </button>
          <button
            type="button"
            className={`icon-button icon-button--sm${auth.refreshingBalance ? ' spin' : ''}`}
            onClick={() => void auth.refreshBalance()}
            aria-label={t('member.refresh')}
            data-testid="refresh-balance"
          >
            <Icon name="refresh" size={16} />
          </button>
        </div>
      )}
      <button type="button" className="button button--primary button--sm" onClick={() => protectedGo('/member?page=depositv2')}>
        <Icon name="wallet" size={16} />
        {t('menu.deposit')}
      </button>
      <button type="button" className="button button--ghost button--sm hide-narrow" onClick={() => protectedGo('/member?page=withdraw')}>
        <Icon name="withdraw" size={16} />
        {t('menu.withdrawal')}
      </button>
      <div className="member-menu" ref={menuRef}>
        <button
          type="button"
          className="avatar-button"
          onClick={() => setOpen(!open)}
          aria-haspopup="menu"
          aria-expanded={open}
          aria-label={t('member.openMenu')}
          data-testid="member-menu-button"
        >
          {avatarFailed ? (
            <span className="avatar avatar--fallback">{member.account.slice(0, 1).toUpperCase()}</span>
          ) : (
            <img
              className="avatar"
              src={member.avatar ? `/avatars/${member.avatar}.svg` : '/avatar.svg'}
              alt={t('member.avatar', { name: member.account })}
              onError={() => setAvatarFailed(true)}
            />
          )}
          {member.vip && <span className="avatar__vip">{member.vipLabel || 'VIP'}</span>}
          {auth.isTrial && <span className="avatar__vip avatar__vip--trial">{t('member.trial')}</span>}
        </button>
        {open && (
          <div className="member-menu__popup" role="menu">
            <div className="member-menu__identity">
              <div>
                <span className="muted">{t('member.account')}</span> <strong data-testid="member-account">{member.account}</strong>
                <button
                  type="button"
                  className="icon-button icon-button--sm"
                  onClick={() => void copy(member.account)}
                  aria-label={`${t('member.copy')} ${t('member.account')}`}
                >
                  <Icon name="copy" size={14} />
                </button>
              </div>
              <div>
                <span className="muted">{t('member.id')}</span> <strong>{member.id}</strong>
                <button
                  type="button"
                  className="icon-button icon-button--sm"
                  onClick={() => void copy(String(member.id))}
                  aria-label={`${t('member.copy')} ${t('member.id')}`}
                >
                  <Icon name="copy" size={14} />
                </button>
              </div>
              <LastLogin />
            </div>
            <button type="button" role="menuitem" onClick={() => protectedGo('/member?page=securityCenter')}>
              <Icon name="user" size={18} /> {t('menu.myAccount')}
            </button>
            <button type="button" role="menuitem" onClick={() => protectedGo('/member?page=personalHistoryCopy')}>
              <Icon name="list" size={18} /> {t('menu.bettingRecord')}
            </button>
            <button type="button" role="menuitem" onClick={() => protectedGo('/member?page=messageV2')}>
              <Icon name="mail" size={18} /> {t('menu.messages')}
              {member.unreadCount > 0 && <span className="badge">{member.unreadCount}</span>}
            </button>
            <a role="menuitem" href="/help#contact" onClick={() => setOpen(false)}>
              <Icon name="headset" size={18} /> {t('menu.customerService')}
            </a>
            {auth.isAgent && (
              <button type="button" role="menuitem" onClick={() => navigate('/agentHome')}>
                <Icon name="users" size={18} /> {t('menu.agent')}
              </button>
            )}
            <button
              type="button"
              role="menuitem"
              data-testid="logout-button"
              onClick={() => {
                setOpen(false);
                ui.open('logoutConfirm');
              }}
            >
              <Icon name="logout" size={18} /> {t('menu.logout')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
});
