import type { LOTTERY_EVENTS } from '../wps-contract/lottery';
import type { LiveListener, LiveUpdates } from '../../core/portal/wallet/live-updates';

const UNAUTHORIZED = 4401;
/** The server is shutting down: reconnect soon, at a random moment so the sockets spread over the processes that stay. */
const SERVICE_RESTART = 1012;
/** The contract's event names, checked against it by type only so the page does not load its schemas. */
const LOTTERY: Readonly<Record<string, 'drawn' | 'settled'>> = {
  ['lottery.drawn' satisfies (typeof LOTTERY_EVENTS)['drawn']]: 'drawn',
  ['lottery.settled' satisfies (typeof LOTTERY_EVENTS)['settled']]: 'settled',
};
const MAX_BACKOFF_MS = 30_000;

/** When to open the socket again. */
export type Later = (run: () => void, ms: number) => ReturnType<typeof setTimeout>;

/** The member channel over a websocket (the session cookie authenticates it); reconnects with backoff, soon after a server restart. */
export class WebSocketLiveUpdates implements LiveUpdates {
  constructor(
    private readonly url: string,
    private readonly later: Later = (run, ms) => setTimeout(run, ms),
  ) {}

  connect(listener: LiveListener): () => void {
    let socket: WebSocket | null = null;
    let stopped = false;
    let backoff = 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const open = () => {
      socket = new WebSocket(this.url);
      socket.onopen = () => (backoff = 1000);
      socket.onmessage = (message) => {
        try {
          const data = JSON.parse(String(message.data)) as { event?: string; code?: string; available?: string; gameCode?: string; drawId?: string };
          if (data.event === 'balance' && typeof data.code === 'string' && typeof data.available === 'string')
            listener.balance({ code: data.code, available: BigInt(data.available) });
          if (data.event === 'message') listener.message();
          if (data.event === 'chat') listener.chat('line');
          if (data.event === 'chat_typing') listener.chat('typing');
          const lottery = data.event && Object.hasOwn(LOTTERY, data.event) ? LOTTERY[data.event] : undefined;
          if (lottery && typeof data.gameCode === 'string' && typeof data.drawId === 'string')
            listener.lottery({ kind: lottery, gameCode: data.gameCode, drawId: data.drawId });
        } catch {
          /* a malformed event is ignored; the next balance event or a refresh corrects the view */
        }
      };
      socket.onclose = (event) => {
        if (stopped) return;
        if (event.code === UNAUTHORIZED) return listener.loginEnded();
        if (event.code === SERVICE_RESTART) backoff = 250 + Math.random() * 1000;
        timer = this.later(open, backoff);
        backoff = Math.min(backoff * 2, MAX_BACKOFF_MS);
      };
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }
}
