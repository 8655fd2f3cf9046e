import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../components/EmptyState';
import { useErrorText } from '../components/use-error-text';
import { Modal } from '../modals/Modal';
import { useStores } from '../stores/stores-context';

/** Why the server ended the session: the session-time limit, or the break the member has just taken (with its end date). */
export const SessionEndNotice = observer(function SessionEndNotice() {
  const { auth } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (!auth.endNotice) return null;
  return (
    <Modal title={t('protection.ended')} onClose={() => auth.dismissEndNotice()} size="sm" testId="session-end-notice">
      <EmptyState icon="shield" title={errorText(auth.endNotice)} body={t('protection.help')} />
    </Modal>
  );
});
