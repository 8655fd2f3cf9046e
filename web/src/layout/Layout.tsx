import { observer } from 'mobx-react-lite';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { isGamePage } from '../../../core/domain/access/route-guard';
import { ModalHost } from '../modals/ModalHost';
import { GamePopups } from '../games/GamePopups';
import { useStores } from '../stores/stores-context';
import { useDocumentLanguage } from '../components/use-document-language';
import { useIdle } from '../components/use-idle';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoginNotice } from './LoginNotice';
import { Notices } from './Notices';
import { SideMenu } from './SideMenu';
import { useLiveChatLink } from './use-live-chat-link';

const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));
const RealityCheckModal = lazy(() => import('../modals/RealityCheckModal').then((m) => ({ default: m.RealityCheckModal })));
const SessionEndNotice = lazy(() => import('./SessionEndNotice').then((m) => ({ default: m.SessionEndNotice })));

/** Named areas: side menu, header, main content, footer. Scroll resets; hashes are honoured; a new address closes the drawer. */
export const Layout = observer(function Layout() {
  const { language, auth, realityCheck, ui } = useStores();
  const location = useLocation();
  const gamePage = isGamePage(location.pathname);
  const idle = useIdle();

  useDocumentLanguage(language);
  useLiveChatLink();

  useEffect(() => ui.openDrawer(false), [ui, location]);

  useEffect(() => {
    if (location.hash) {
      const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
      if (target) {
        target.scrollIntoView();
        return;
      }
    }
    window.scrollTo(0, 0);
  }, [location.pathname, location.hash]);

  return (
    <div className={`shell${gamePage ? ' shell--game' : ''}`}>
      <Header gamePage={gamePage} />
      {!gamePage && <SideMenu />}
      <main className="main" id="main">
        <Outlet />
      </main>
      {!gamePage && <Footer />}
      <ModalHost />
      <LoginNotice />
      <Notices />
      {auth.endNotice && (
        <Suspense fallback={null}>
          <SessionEndNotice />
        </Suspense>
      )}
      <GamePopups />
      {realityCheck.shown && (
        <Suspense fallback={null}>
          <RealityCheckModal />
        </Suspense>
      )}
      {idle && !gamePage && !auth.restoring && !auth.isTrial && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </div>
  );
});
