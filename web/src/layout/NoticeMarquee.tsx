import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';

/** Notice marquee on home: the player notices' titles scrolling by; a click opens the notice list. */
export const NoticeMarquee = observer(function NoticeMarquee() {
  const { ui, announcements } = useStores();
  const { t } = useTranslation();
  const titles = announcements.notices.map((n) => n.title);
  if (titles.length === 0) return null;
  return (
    <button type="button" className="notice-marquee" onClick={() => ui.open('notice')} data-testid="notice-marquee">
      <Icon name="megaphone" size={18} />
      <span className="visually-hidden">{t('nav.notice')}: </span>
      <span className="notice-marquee__track">
        <span className="notice-marquee__text" dir="auto">
          {titles.join('   •   ')}
        </span>
      </span>
    </button>
  );
});
