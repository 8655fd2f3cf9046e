import type { LiveListener, LiveUpdates } from '../../core/portal/wallet/live-updates';

const UNAUTHORIZED = 4401;
const MAX_BACKOFF_MS = 30_000;

/** The member channel over a websocket (the session cookie authenticates it); reconnects with backoff. */
export class WebSocketLiveUpdates implements LiveUpdates {
  constructor(private readonly url: string) {}

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
          const data = JSON.parse(String(message.data)) as { event?: string; code?: string; available?: string };
          if (data.event === 'balance' && typeof data.code === 'string' && typeof data.available === 'string') listener.balance({ code: data.code, available: BigInt(data.available) });
          if (data.event === 'message') listener.message();
          if (data.event === 'chat') listener.chat('line');
          if (data.event === 'chat_typing') listener.chat('typing');
        } catch {
          /* a malformed event is ignored; the next balance event or a refresh corrects the view */
        }
      };
      socket.onclose = (event) => {
        if (stopped || event.code === UNAUTHORIZED) return;
        timer = setTimeout(open, backoff);
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
