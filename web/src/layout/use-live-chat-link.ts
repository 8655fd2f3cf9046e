import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LIVE_CHAT_PARAM, liveChatHost } from '../../../core/domain/engagement/live-host';
import { useStores } from '../stores/stores-context';

/**
 * A chatUrl followed to the portal (/?liveChat=<host>, CBS_launchChat's answer) opens the chat in
 * that host's room once the session is known; a visitor is asked to log in, a trial to register.
 */
export function useLiveChatLink(): void {
  const { auth, live, ui } = useStores();
  const [params, setParams] = useSearchParams();
  const host = liveChatHost(params);
  const restoring = auth.restoring;
  useEffect(() => {
    if (host === null || restoring) return;
    if (!auth.isLogin) ui.open('login');
    else if (auth.isTrial) ui.open('needTrueAccount');
    else void live.openRoom(host);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LIVE_CHAT_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [host, restoring, auth, live, ui, setParams]);
}
