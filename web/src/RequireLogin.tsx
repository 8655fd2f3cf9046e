import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { routeNeedsLogin } from '../../core/domain/access/route-guard';
import { useStores } from './stores/stores-context';

/**
 * The navigation guard: without a session a route that needs one goes to /login, or home when
 * the server has just ended the session and its notice says why. With
 * `realAccount`, trial users get the 'in_need_true_account' prompt and stay in the lobby.
 */
export const RequireLogin = observer(function RequireLogin({ children, realAccount = false }: { children: ReactNode; realAccount?: boolean }) {
  const { auth, ui } = useStores();
  const { pathname } = useLocation();
  const blockedTrial = realAccount && auth.isTrial;
  useEffect(() => {
    if (blockedTrial) ui.open('needTrueAccount');
  }, [blockedTrial, ui]);
  if (!auth.isLogin && routeNeedsLogin(pathname)) return <Navigate to={auth.endNotice ? '/' : '/login'} replace />;
  if (blockedTrial) return <Navigate to="/" replace />;
  return <>{children}</>;
});
