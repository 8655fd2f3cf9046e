import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { formatMoney } from '../../../core/domain/kernel/money';
import { elapsedText } from '../components/elapsed';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';
import { Modal } from './Modal';

/**
 * The reality check: time since login and the money staked and won since, over everything (a game
 * in its window included). Only its buttons close it: continue, the betting record, or sign out.
 */
export const RealityCheckModal = observer(function RealityCheckModal() {
  const { realityCheck, auth, lobby } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const summary = realityCheck.summary;
  const member = auth.member;
  if (!summary || !member) return null;
  const money = (minor: bigint) => formatMoney(minor, member.currencySymbol, member.scale);
  const viewHistory = () => {
    realityCheck.answer();
    lobby.closeGame();
    navigate('/member?page=personalHistoryCopy');
  };
  const signOut = async () => {
    setBusy(true);
    await auth.logout();
    navigate('/');
  };
  return (
    <Modal title={t('realityCheck.title')} onClose={() => undefined} dismissible={false} closeOnBackdrop={false} size="sm" testId="reality-check">
      <p className="reality-check__intro">{t('realityCheck.intro')}</p>
      <div className="reality-check__time">
        <Icon name="clock" size={22} />
        <span className="muted">{t('realityCheck.sessionTime')}</span>
        <strong data-testid="reality-elapsed">{elapsedText(realityCheck.elapsedMs)}</strong>
      </div>
      <dl className="reality-check__figures">
        <div>
          <dt>{t('realityCheck.wagered')}</dt>
          <dd data-testid="reality-wagered">{money(summary.wagered)}</dd>
        </div>
        <div>
          <dt>{t('realityCheck.won')}</dt>
          <dd data-testid="reality-won">{money(summary.won)}</dd>
        </div>
        <div className={summary.net < 0n ? 'reality-check__net--down' : 'reality-check__net--up'}>
          <dt>{t('realityCheck.net')}</dt>
          <dd data-testid="reality-net">{money(summary.net)}</dd>
        </div>
      </dl>
      <div className="reality-check__actions">
        <button type="button" className="button button--primary" onClick={() => realityCheck.answer()} disabled={busy} data-testid="reality-continue">
          {t('realityCheck.continue')}
        </button>
        <button type="button" className="button button--ghost" onClick={viewHistory} disabled={busy}>
          <Icon name="list" size={16} />
          {t('realityCheck.history')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void signOut()} disabled={busy} data-testid="reality-logout">
          <Icon name="logout" size={16} />
          {busy ? t('auth.working') : t('realityCheck.logout')}
        </button>
      </div>
    </Modal>
  );
});
