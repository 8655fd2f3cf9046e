import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { CATEGORY_ROUTES, type GameCategory } from '../../../core/domain/catalog/categories';
import { EmptyState } from '../components/EmptyState';
import { Icon, type IconName } from '../components/Icon';
import { CATEGORY_ICONS } from '../layout/category-icons';
import { useStores } from '../stores/stores-context';

type MenuEntry = GameCategory | 'FAV' | 'MIXED';

/** Spec §2.5: the game menu puts mixed-win before sports, with HOME and FAV first. */
const MENU: readonly MenuEntry[] = ['HOME', 'FAV', ...CATEGORY_ROUTES.flatMap((r): MenuEntry[] => (r.category === 'SPORTS' ? ['MIXED', 'SPORTS'] : [r.category]))];
const ICONS: Record<MenuEntry, IconName> = { ...CATEGORY_ICONS, FAV: 'star', MIXED: 'flame' };

function Section({ entry, title }: { entry: MenuEntry | 'HOT'; title: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const route = CATEGORY_ROUTES.find((r) => r.category === entry);
  return (
    <section className="game-section" aria-labelledby={`section-${entry}`}>
      <header className="game-section__header">
        <h2 id={`section-${entry}`}>
          <Icon name={entry === 'HOT' ? 'flame' : ICONS[entry]} />
          {title}
        </h2>
        <div className="game-section__controls">
          <button type="button" className="icon-button icon-button--sm" disabled aria-label={t('home.previous')}>
            <Icon name="chevronLeft" className="flip-rtl" />
          </button>
          <button type="button" className="icon-button icon-button--sm" disabled aria-label={t('home.next')}>
            <Icon name="chevronRight" className="flip-rtl" />
          </button>
          {route && (
            <button type="button" className="button button--ghost button--sm" onClick={() => navigate(route.path)}>
              {t('home.more')}
            </button>
          )}
        </div>
      </header>
      <EmptyState icon={entry === 'HOT' ? 'flame' : ICONS[entry]} title={t('home.noData')} />
    </section>
  );
}

export const HomePage = observer(function HomePage({ open }: { open?: 'login' | 'register' }) {
  const { auth, ui } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, setCurrent] = useState<MenuEntry>('HOME');

  useEffect(() => {
    if (!open) return;
    if (!auth.isLogin) ui.open(open);
    if (open === 'login') navigate('/', { replace: true });
  }, [open, auth, ui, navigate]);

  const choose = (entry: MenuEntry) => {
    if (entry === 'FAV' && auth.guard() !== 'proceed') return;
    setCurrent(entry);
    window.scrollTo({ top: 0 });
  };
  const trial = async () => {
    const result = await auth.startTrial();
    if (result.ok) navigate('/');
  };
  const categories = current === 'HOME' ? CATEGORY_ROUTES.filter((r) => r.category !== 'SPORTS').map((r) => r.category) : [];

  return (
    <div className="home">
      {!auth.isLogin && (
        <section className="hero">
          <div className="hero__text">
            <h1>{t('home.heroTitle')}</h1>
            <p>{t('home.heroBody')}</p>
            <div className="hero__actions">
              <button type="button" className="button button--primary button--lg" onClick={() => ui.open('register')}>
                {t('home.heroJoin')}
              </button>
              <button type="button" className="button button--ghost button--lg" onClick={() => void trial()} data-testid="free-play">
                {t('home.heroTrial')}
              </button>
            </div>
          </div>
          <div className="hero__art" aria-hidden="true">
            <div className="hero__coin hero__coin--a">7</div>
            <div className="hero__coin hero__coin--b">♠</div>
            <div className="hero__coin hero__coin--c">★</div>
          </div>
        </section>
      )}
      <div className="notice-bar" role="marquee" aria-label={t('nav.notice')}>
        <Icon name="megaphone" size={18} />
        <div className="notice-bar__track">
          <span>{t('home.noticeEmpty')}</span>
        </div>
      </div>
      <nav className="game-menu" aria-label={t('menu.gameCenter')}>
        {MENU.map((entry) => (
          <button type="button" key={entry} className={`game-menu__item${current === entry ? ' game-menu__item--active' : ''}`} aria-pressed={current === entry} onClick={() => choose(entry)}>
            <Icon name={ICONS[entry]} size={22} />
            <span>{t(`category.${entry}`)}</span>
          </button>
        ))}
      </nav>
      {current === 'HOME' ? (
        <>
          <Section entry="HOT" title={t('category.HOT')} />
          {auth.isLogin && <Section entry="FAV" title={t('category.FAV')} />}
          {categories.map((category) => (
            <Section key={category} entry={category} title={t(`category.${category}`)} />
          ))}
          <Section entry="MIXED" title={t('category.MIXED')} />
          <button type="button" className="sports-banner" onClick={() => navigate('/sports')}>
            <span className="sports-banner__title">{t('home.sportsTitle')}</span>
            <span className="sports-banner__body">{t('home.sportsBody')}</span>
            <Icon name="ball" size={64} className="sports-banner__icon" />
          </button>
        </>
      ) : (
        <Section entry={current} title={t(`category.${current}`)} />
      )}
    </div>
  );
});
