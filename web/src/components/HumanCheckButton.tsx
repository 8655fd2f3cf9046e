import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context';
import { Icon } from './Icon';

/** Verification button: click to verify → successful, or click to retry. */
export const HumanCheckButton = observer(function HumanCheckButton() {
  const { human } = useStores();
  const { t } = useTranslation();
  const state = human.state;
  return (
    <button
      type="button"
      className={`human-check human-check--${state}`}
      onClick={() => void human.verifyNow()}
      aria-live="polite"
      aria-label={`${t('auth.verify.label')}: ${t(`auth.verify.${state}`)}`}
    >
      <span className="human-check__box">
        {state === 'verified' ? <Icon name="check" size={16} /> : state === 'verifying' ? <Icon name="spinner" size={16} className="spin" /> : null}
      </span>
      <span>{t(`auth.verify.${state}`)}</span>
      <Icon name="shield" size={18} className="human-check__logo" />
    </button>
  );
});
