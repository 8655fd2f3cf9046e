import { observer } from 'mobx-react-lite';
import { StatusBadge } from '../../components/StatusBadge';
import type { LotteryStore } from '../../stores/lottery/lottery-store';
import { useStores } from '../../stores/stores-context';
import { LotteryBetName } from '../../components/LotteryBetName';
import { moneyOf } from './lottery-format';
import { useLotteryT } from './use-lottery-t';

const TONES = { open: 'pending', won: 'success', lost: 'neutral', refunded: 'neutral' } as const;

/** The member's tickets in this game, refreshed when the live channel says a draw settled. */
export const MyTickets = observer(function MyTickets({ store }: { store: LotteryStore }) {
  const t = useLotteryT();
  const money = moneyOf(useStores().auth.member);
  return (
    <section className="lottery-panel my-tickets" data-testid="my-tickets">
      <h2 className="lottery-panel__title">{t('lottery.tickets.title')}</h2>
      {store.tickets.length === 0 ? (
        <p className="muted">{t('lottery.tickets.none')}</p>
      ) : (
        <ul className="my-tickets__list">
          {store.tickets.map((ticket) => (
            <li key={ticket.ticketId} className={`my-tickets__item my-tickets__item--${ticket.status}`} data-testid="ticket" data-status={ticket.status}>
              <div className="my-tickets__row">
                <LotteryBetName kind={ticket.kind} picks={ticket.picks} position={ticket.position} />
                <StatusBadge tone={TONES[ticket.status]} label={t(`lottery.tickets.status.${ticket.status}`)} />
              </div>
              <div className="my-tickets__row muted">
                <span dir="ltr">{ticket.drawId}</span>
                <span>
                  {t('lottery.tickets.stake')} {money(ticket.stake)} · {t('lottery.tickets.win')}{' '}
                  <strong className={ticket.win > 0n ? 'my-tickets__won' : ''}>{money(ticket.status === 'open' ? ticket.potentialWin : ticket.win)}</strong>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
});
