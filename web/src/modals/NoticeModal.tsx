import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { Pagination } from '../components/Pagination';
import { useStores } from '../stores/stores-context';
import { Modal } from './Modal';

/** The text of an announcement: plain text, paragraphs separated by blank lines. */
export function AnnouncementText({ content }: { content: string }) {
  return (
    <>
      {content
        .split(/\n\s*\n/)
        .filter((p) => p.trim() !== '')
        .map((p, i) => (
          <p key={i} dir="auto">
            {p}
          </p>
        ))}
    </>
  );
}

/** Notice list: the player notices, 9 a page, pages 5 around the current one with the first and last. */
export const NoticeModal = observer(function NoticeModal() {
  const { ui, announcements } = useStores();
  const { t } = useTranslation();
  return (
    <Modal title={t('nav.notice')} onClose={() => ui.close()} testId="notice-modal">
      {announcements.notices.length === 0 ? (
        <EmptyState icon="megaphone" title={t('pages.noData')} body={t('home.noticeEmpty')} />
      ) : (
        <>
          <ol className="notice-list">
            {announcements.pageOfNotices.map((n) => (
              <li key={n.id} data-testid="notice">
                <h3 dir="auto">{n.title}</h3>
                <AnnouncementText content={n.content} />
              </li>
            ))}
          </ol>
          <Pagination
            page={announcements.noticePage}
            pages={announcements.noticePages}
            label={t('nav.notice')}
            onPage={(p) => announcements.showNoticePage(p)}
          />
        </>
      )}
    </Modal>
  );
});
