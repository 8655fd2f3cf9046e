import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context';
import { Modal } from './Modal';
import { AnnouncementText } from './NoticeModal';

/** Popups: the next one this audience has not closed in this browser session, when no other modal is open. */
export const PopupAnnouncement = observer(function PopupAnnouncement() {
  const { ui, announcements } = useStores();
  const { t } = useTranslation();
  const popup = announcements.popup;
  if (ui.modal !== null || !popup) return null;
  return (
    <Modal title={popup.title} onClose={() => announcements.closePopup()} testId="popup-announcement">
      <AnnouncementText content={popup.content} />
      <button type="button" className="button button--primary button--block" onClick={() => announcements.closePopup()}>
        {t('prompt.gotIt')}
      </button>
    </Modal>
  );
});
