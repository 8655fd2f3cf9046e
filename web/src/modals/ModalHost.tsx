import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useStores } from '../stores/stores-context';
import { CopySuccess, LogoutConfirm, NeedTrueAccount } from './PromptDialogs';
import { NoticeModal } from './NoticeModal';
import { PopupAnnouncement } from './PopupAnnouncement';

// The forms load when first opened, so the home route does not carry them.
const LoginModal = lazy(() => import('./LoginModal').then((m) => ({ default: m.LoginModal })));
const RegisterModal = lazy(() => import('./RegisterModal').then((m) => ({ default: m.RegisterModal })));
const ChangePasswordModal = lazy(() => import('./ChangePasswordModal').then((m) => ({ default: m.ChangePasswordModal })));
const ZaloPrompt = lazy(() => import('./ZaloPrompt').then((m) => ({ default: m.ZaloPrompt })));
const ForgotPasswordModal = lazy(() => import('./ForgotPasswordModal').then((m) => ({ default: m.ForgotPasswordModal })));

/** Renders whichever modal the UI store has open. */
export const ModalHost = observer(function ModalHost() {
  return (
    <Suspense fallback={null}>
      <OpenModal />
      <PopupAnnouncement />
    </Suspense>
  );
});

const OpenModal = observer(function OpenModal() {
  const { ui } = useStores();
  switch (ui.modal) {
    case 'login':
      return <LoginModal />;
    case 'register':
      return <RegisterModal />;
    case 'changePassword':
      return <ChangePasswordModal />;
    case 'logoutConfirm':
      return <LogoutConfirm />;
    case 'needTrueAccount':
      return <NeedTrueAccount />;
    case 'copied':
      return <CopySuccess />;
    case 'notice':
      return <NoticeModal />;
    case 'forgot':
      return <ForgotPasswordModal />;
    case 'zalo':
      return <ZaloPrompt />;
    default:
      return null;
  }
});
