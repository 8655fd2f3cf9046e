import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from '../components/Icon';
import { useStores } from '../stores/stores-context';
import { GameLane, laneLink, lanePath, useLaneClick, type NavLane } from './GameNav';
import { usePriorityFit } from './use-priority-fit';

interface Entry {
  readonly key: string;
  readonly label: string;
  readonly to: string;
  readonly badge?: number;
  readonly lane?: NavLane;
}

function Badge({ count }: { count: number | undefined }) {
  return count ? (
    <span className="badge" data-testid="rewards-badge">
      {count}
    </span>
  ) : null;
}

/** Entries that do not fit the bar, behind a "More" button (opens on hover, focus or tap). */
function MoreMenu({ entries }: { entries: readonly Entry[] }) {
  const { t } = useTranslation();
  const { clickLane } = useLaneClick();
  const done = () => (document.activeElement as HTMLElement | null)?.blur();
  return (
    <div className="game-nav header__more">
      <button type="button" className="header__nav-link" aria-haspopup="menu" data-testid="header-more">
        {t('nav.more')}
        <Icon name="chevronDown" size={14} />
      </button>
      <div className="drop-panel drop-panel--list" role="menu" aria-label={t('nav.more')}>
        {entries.map((entry) => {
          const Anchor = entry.lane ? laneLink(entry.lane) : NavLink;
          return (
            <Anchor
              key={entry.key}
              role="menuitem"
              className="drop-panel__vendor"
              to={entry.to}
              onClick={(event) => {
                done();
                if (!entry.lane) return;
                event.preventDefault();
                clickLane(entry.lane.gameType, entry.to);
              }}
            >
              {entry.label}
              <Badge count={entry.badge} />
            </Anchor>
          );
        })}
      </div>
    </div>
  );
}

/** Header menu: games, the game types with vendors, promotions, rewards, share; what does not fit goes under "More". */
export const HeaderNav = observer(function HeaderNav() {
  const { auth, system, lobby, promotions, missions } = useStores();
  const { t } = useTranslation();
  const showRewards = !auth.isLogin || (auth.member !== null && system.feature('REFERRAL'));
  const entries: Entry[] = [
    { key: 'games', label: t('nav.games'), to: '/' },
    ...lobby.navigation.map((lane) => ({ key: lane.gameType, label: t(`category.${lane.gameType}`), to: lanePath(lane), lane })),
    { key: 'promotions', label: t('nav.promotions'), to: '/promotions' },
    ...(showRewards ? [{ key: 'rewards', label: t('nav.rewards'), to: '/member?page=rewardCenter', badge: promotions.claimable + missions.claimable }] : []),
    { key: 'share', label: t('nav.share'), to: '/member?page=referral' },
  ];
  const { barRef, measureRef, fit } = usePriorityFit<HTMLElement>(entries.length);
  return (
    <nav className="header__nav" ref={barRef} aria-label={t('nav.menu')}>
      <div className="header__nav-measure" aria-hidden="true">
        <div ref={measureRef}>
          {entries.map((entry) => (
            <span key={entry.key} className="header__nav-link">
              {entry.label}
              {entry.badge ? <span className="badge">{entry.badge}</span> : null}
            </span>
          ))}
          <span className="header__nav-link">
            {t('nav.more')}
            <Icon name="chevronDown" size={14} />
          </span>
        </div>
      </div>
      {entries.slice(0, fit).map((entry) =>
        entry.lane ? (
          <GameLane key={entry.key} lane={entry.lane} />
        ) : entry.to.includes('?') ? (
          // A member-centre page: not "active" on every other member-centre page.
          <Link key={entry.key} to={entry.to} className="header__nav-link">
            {entry.label}
            <Badge count={entry.badge} />
          </Link>
        ) : (
          <NavLink key={entry.key} to={entry.to} end className="header__nav-link">
            {entry.label}
          </NavLink>
        ),
      )}
      {fit < entries.length && <MoreMenu entries={entries.slice(fit)} />}
    </nav>
  );
});
