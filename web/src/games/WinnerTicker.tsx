import { useLayoutEffect, useRef, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { scrollLoopSeconds } from '../../../core/domain/catalog/winner-board';
import type { WinnerEntry } from '../../../core/portal/catalog/types';

interface TickerProps {
  readonly entries: readonly WinnerEntry[];
  readonly amount: (entry: WinnerEntry) => string;
  readonly onPlay: (entry: WinnerEntry) => void;
}

/**
 * The winner board below the podium: rank, game and prize, scrolling up half a pixel a frame in a
 * loop while it overflows — a CSS animation, so the compositor moves it and no script runs a frame.
 * It stops under the pointer or keyboard focus; with reduced motion it stays still and scrolls by hand.
 */
export function WinnerTicker({ entries, amount, onPlay }: TickerProps) {
  const { t } = useTranslation();
  const viewport = useRef<HTMLDivElement>(null);
  const track = useRef<HTMLOListElement>(null);
  /** Only a list taller than its box scrolls, and only then is it followed by its copy for the loop. */
  const [scrolling, setScrolling] = useState(false);
  const [loopSeconds, setLoopSeconds] = useState(0);

  useLayoutEffect(() => {
    const box = viewport.current;
    const list = track.current;
    if (!box || !list) return;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    const height = list.scrollHeight / (scrolling ? 2 : 1);
    setScrolling(!still && height > box.clientHeight);
    setLoopSeconds(scrollLoopSeconds(height));
  }, [entries, scrolling]);

  const row = (entry: WinnerEntry, copy: boolean) => (
    <li key={`${copy ? 'copy' : 'row'}-${entry.rank}`} aria-hidden={copy || undefined}>
      <button type="button" className="winner-row" onClick={() => onPlay(entry)} tabIndex={copy ? -1 : undefined} data-testid={copy ? undefined : 'winner-row'}>
        <span className="winner-row__rank">{entry.rank}</span>
        <img src={entry.game.iconUrl} alt="" width={36} height={36} loading="lazy" decoding="async" />
        <span className="winner-row__who">
          <span className="winner-row__game">{entry.game.name}</span>
          <span className="winner-row__player">{entry.playerName}</span>
        </span>
        <span className="winner-row__amount">{amount(entry)}</span>
      </button>
    </li>
  );

  return (
    <div className={`winner-ticker${scrolling ? ' winner-ticker--scrolling' : ''}`} style={{ '--winner-loop': `${loopSeconds}s` } as CSSProperties}>
      <div className="winner-ticker__head" aria-hidden="true">
        <span>{t('winners.rank')}</span>
        <span>{t('winners.game')}</span>
        <span>{t('winners.prize')}</span>
      </div>
      <div className="winner-ticker__viewport" ref={viewport}>
        <ol className="winner-ticker__track" ref={track} aria-label={t('winners.more')}>
          {entries.map((e) => row(e, false))}
          {scrolling && entries.map((e) => row(e, true))}
        </ol>
      </div>
    </div>
  );
}
