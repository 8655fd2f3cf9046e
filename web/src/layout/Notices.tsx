import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { renderMessage } from '../../../core/domain/kernel/message';
import { Icon } from '../components/Icon';
import { joinList } from '../components/list-format';
import { useStores } from '../stores/stores-context';
import type { Notice } from '../stores/ui-store';

/** How long a confirmation stays before it goes by itself. */
const SHOWN_MS = 10_000;

function NoticeItem({ notice }: { notice: Notice }) {
  const { ui } = useStores();
  const { t, i18n } = useTranslation();
  useEffect(() => {
    const timer = setTimeout(() => ui.dismiss(notice.id), SHOWN_MS);
    return () => clearTimeout(timer);
  }, [ui, notice.id]);
  return (
    <li className="toast" data-testid="toast">
      <Icon name="check" size={18} />
      <p>
        {renderMessage(
          notice.message,
          (key, params) => t(key, params),
          (items) => joinList(i18n.language, items),
        )}
      </p>
      <button type="button" className="toast__close" onClick={() => ui.dismiss(notice.id)} aria-label={t('loginNotice.dismiss')}>
        <Icon name="close" size={16} />
      </button>
    </li>
  );
}

/** Confirmations of what the member just did with money or security, announced politely. */
export const Notices = observer(function Notices() {
  const { ui } = useStores();
  return (
    <div role="status" aria-live="polite">
      <ul className="toasts">
        {ui.notices.map((n) => (
          <NoticeItem key={n.id} notice={n} />
        ))}
      </ul>
    </div>
  );
});
