import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context';
import { AuthAside } from './AuthAside';
import { MobileRegisterForm } from './MobileRegisterForm';
import { Modal } from './Modal';
import { UsernameRegisterForm } from './UsernameRegisterForm';
import { Tab } from '../components/Tab';

/**
 * Registration by username, by mobile number, or a choice of both, as the operator's
 * flags (USERNAMEREG3, MOBILENUMREG3) say; mobile first when it is offered (the server's registerMobile type).
 */
export const RegisterModal = observer(function RegisterModal() {
  const { ui, system } = useStores();
  const { t } = useTranslation();
  const byMobile = system.feature('MOBILENUMREG3');
  const byUsername = system.feature('USERNAMEREG3') || !byMobile;
  const [mode, setMode] = useState<'username' | 'mobile'>(byMobile ? 'mobile' : 'username');
  const tab = (value: 'username' | 'mobile', label: string) => (
    <Tab active={mode === value} onClick={() => setMode(value)} data-testid={`register-${value}-tab`}>
      {label}
    </Tab>
  );
  return (
    <Modal title={t('auth.registerTitle')} onClose={() => ui.close()} aside={<AuthAside group="w_register" />} size="lg" testId="register-modal">
      <p className="modal__lead">{t('auth.registerSubtitle')}</p>
      {byMobile && byUsername && (
        <div className="tabs" role="tablist">
          {tab('username', t('auth.usernameTab'))}
          {tab('mobile', t('auth.mobileTab'))}
        </div>
      )}
      {mode === 'mobile' ? <MobileRegisterForm /> : <UsernameRegisterForm />}
    </Modal>
  );
});
