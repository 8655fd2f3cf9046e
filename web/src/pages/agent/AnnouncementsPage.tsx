import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/EmptyState';
import { useDateTime } from '../../components/use-date-time';
import { useStores } from '../../stores/stores-context';

/** agentAnnouncement: the notices players see, newest as the operator sorted them. */
export const AnnouncementsPage = observer(function AnnouncementsPage() {
  const { announcements, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const notices = announcements.notices;
  if (notices.length === 0) return <EmptyState icon="megaphone" title={t('agent.announcements.none')} />;
  return (
    <ul className="agent-notices" data-testid="agent-announcements">
      {notices.map((n) => (
        <li key={n.id} className="agent-notice">
          <div className="agent-notice__head">
            <strong dir="auto">{n.title}</strong>
            {n.startsAt && <span className="muted small">{time(n.startsAt)}</span>}
          </div>
          <p dir="auto">{n.content}</p>
        </li>
      ))}
    </ul>
  );
});
