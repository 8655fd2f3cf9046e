import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { pathOfCategory } from '../../../core/domain/catalog/categories';
import type { LaneType } from '../../../core/domain/catalog/menu';
import { Icon, type IconName } from '../components/Icon';
import { useIdle } from '../components/use-idle';
import { useReadyInTransition } from '../components/use-ready-in-transition';
import { HomeBanner } from '../games/HomeBanner';
import { ListSection, VendorSection } from '../games/GameSection';
import { WinnerBoard } from '../games/WinnerBoard';
import { NoticeMarquee } from '../layout/NoticeMarquee';
import { CATEGORY_ICONS } from '../layout/category-icons';
import { useStores } from '../stores/stores-context';

type MenuEntry = 'HOME' | 'FAV' | LaneType;

export const LANE_ICONS: Record<LaneType, IconName> = { ...CATEGORY_ICONS, MIXED: 'flame', COCKFIGHT: 'trophy' };
const NOT_ON_HOME: readonly LaneType[] = ['SPORTS', 'ESPORTS', 'COCKFIGHT', 'MIXED'];

/** Banner, game menu (HOME, FAV, categories with mixed-win before sports) and the sections. */
export const HomePage = observer(function HomePage({ open }: { open?: 'login' | 'register' }) {
  const { auth, ui, lobby, announcements } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<MenuEntry>('HOME');
  const ready = useReadyInTransition(lobby.loaded && announcements.loaded);
  // What lies below the first screen comes once the first screen is up.
  const below = useIdle(ready);

  useEffect(() => {
    if (!open) return;
    if (!auth.isLogin) ui.open(open);
    if (open === 'login') navigate('/', { replace: true });
  }, [open, auth, ui, navigate]);

  const lanes = lobby.navigation;
  const menu: MenuEntry[] = ['HOME', 'FAV', ...lanes.map((l) => l.gameType)];
  const choose = (entry: MenuEntry) => {
    if (entry === 'FAV' && auth.guard() !== 'proceed') return;
    setCurrent(entry);
  };
  const trial = async () => {
    const result = await auth.startTrial();
    if (result.ok) navigate('/');
  };
  const section = (type: LaneType) => {
    const lane = lobby.lane(type);
    return (
      lane && (
        <VendorSection
          key={type}
          id={type}
          title={t(`category.${type}`)}
          icon={LANE_ICONS[type]}
          gameType={type === 'MIXED' ? 'RNG' : type}
          vendors={lane.vendors}
          morePath={pathOfCategory(type === 'MIXED' ? 'RNG' : type) ?? undefined}
        />
      )
    );
  };

  // The banner, the notices and the menu come in one piece, so nothing on screen moves as they arrive.
  if (!ready) return <div className="home" aria-busy="true" />;
  return (
    <div className="home">
      {lobby.menu && (
        <HomeBanner
          banners={[lobby.menu.banner]}
          pictures={announcements.lists?.banners ?? []}
          actions={
            !auth.isLogin && (
              <>
                <button type="button" className="button button--ghost button--lg" onClick={() => ui.open('register')}>
                  {t('home.heroJoin')}
                </button>
                <button
                  type="button"
                  className="button button--ghost button--lg"
                  onClick={() => void trial()}
                  disabled={auth.startingTrial}
                  aria-busy={auth.startingTrial}
                  data-testid="free-play"
                >
                  {auth.startingTrial && <Icon name="spinner" size={18} className="spin" />}
                  {t(auth.startingTrial ? 'home.heroTrialStarting' : 'home.heroTrial')}
                </button>
              </>
            )
          }
        />
      )}
      <NoticeMarquee />
      <nav className="game-menu" aria-label={t('menu.gameCenter')}>
        {menu.map((entry) => (
          <button
            type="button"
            key={entry}
            className={`game-menu__item${current === entry ? ' game-menu__item--active' : ''}`}
            aria-pressed={current === entry}
            onClick={() => choose(entry)}
            data-entry={entry}
          >
            <Icon name={entry === 'HOME' ? 'home' : entry === 'FAV' ? 'star' : LANE_ICONS[entry]} size={22} />
            <span>{t(`category.${entry}`)}</span>
          </button>
        ))}
      </nav>
      {current === 'HOME' && (
        <>
          <ListSection id="HOT" title={t('category.HOT')} icon="flame" games={lobby.hot} />
          {below && (
            <>
              <WinnerBoard />
              {auth.isLogin && <ListSection id="FAV" title={t('category.FAV')} icon="star" games={lobby.favourites} morePath="/favorite" />}
              {lanes.filter((l) => !NOT_ON_HOME.includes(l.gameType)).map((l) => section(l.gameType))}
              {section('MIXED')}
              <button type="button" className="sports-banner" onClick={() => navigate('/sports')}>
                <span className="sports-banner__title">{t('home.sportsTitle')}</span>
                <span className="sports-banner__body">{t('home.sportsBody')}</span>
                <Icon name="ball" size={64} className="sports-banner__icon" />
              </button>
            </>
          )}
        </>
      )}
      {current === 'FAV' && <ListSection id="FAV" title={t('category.FAV')} icon="star" games={lobby.favourites} morePath="/favorite" />}
      {current !== 'HOME' && current !== 'FAV' && section(current)}
    </div>
  );
});
