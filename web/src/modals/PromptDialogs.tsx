import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useStores } from '../stores/stores-context';
import { Modal } from './Modal';

/** Logout confirmation ('in_sure_logout' under 'in_popup_prompt'), with a loader while signing out. */
export const LogoutConfirm = observer(function LogoutConfirm() {
  const { auth, ui } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    const wasAgent = auth.isAgent && window.location.pathname.toLowerCase().startsWith('/agent');
    await auth.logout();
    navigate(wasAgent ? '/agent' : '/');
  };
  return (
    <Modal title={t('prompt.in_popup_prompt')} onClose={() => ui.close()} size="sm" testId="logout-confirm">
      <p className="prompt__text">{t('prompt.in_sure_logout')}</p>
      <div className="prompt__actions">
        <button type="button" className="button button--ghost" onClick={() => ui.close()} disabled={busy}>
          {t('prompt.cancel')}
        </button>
        <button type="button" className="button button--primary" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('auth.working') : t('prompt.confirm')}
        </button>
      </div>
    </Modal>
  );
});

/** A notice with one confirm button, under the title 'in_popup_prompt'. */
function MessageDialog({ text, testId }: { text: string; testId: string }) {
  const { ui } = useStores();
  const { t } = useTranslation();
  return (
    <Modal title={t('prompt.in_popup_prompt')} onClose={() => ui.close()} size="sm" testId={testId}>
      <p className="prompt__text">{text}</p>
      <div className="prompt__actions">
        <button type="button" className="button button--primary" onClick={() => ui.close()}>
          {t('prompt.confirm')}
        </button>
      </div>
    </Modal>
  );
}

/** Trial users on a real-account action: 'in_need_true_account' with a confirm button. */
export function NeedTrueAccount() {
  const { t } = useTranslation();
  return <MessageDialog text={t('prompt.in_need_true_account')} testId="need-true-account" />;
}

export function CopySuccess() {
  const { t } = useTranslation();
  return <MessageDialog text={t('member.copied')} testId="copy-success" />;
}
