import { observer } from 'mobx-react-lite';
import { useStores } from '../stores/stores-context';
import { ChangePasswordModal } from './ChangePasswordModal';
import { LoginModal } from './LoginModal';
import { CopySuccess, LogoutConfirm, NeedTrueAccount, NoticeModal } from './PromptDialogs';
import { ForgotPasswordModal } from './ForgotPasswordModal';
import { RegisterModal } from './RegisterModal';

/** Renders whichever modal the UI store has open. */
export const ModalHost = observer(function ModalHost() {
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
    default:
      return null;
  }
});
