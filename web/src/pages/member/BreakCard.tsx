import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { Failure } from '../../../../core/domain/kernel/result';
import { EXCLUSION_CHOICES, TIMEOUT_CHOICES, type BreakKind } from '../../../../core/domain/protection/breaks';
import type { BreakChoice } from '../../../../core/portal/protection/ports';
import { FormError } from '../../components/FormError';
import { Modal } from '../../modals/Modal';
import { useStores } from '../../stores/stores-context';
import { SecurityHead } from './SecurityHead';

const CONSEQUENCES = ['consequence1', 'consequence2', 'consequence3', 'consequence4', 'consequence5'] as const;

/**
 * A time-out or self-exclusion: a length, then a dialog that spells out what follows and wants a
 * tick (and for self-exclusion the confirm word typed) before anything is sent.
 */
export const BreakCard = observer(function BreakCard({ kind }: { kind: BreakKind }) {
  const { protection } = useStores();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const choices: readonly string[] = kind === 'timeout' ? TIMEOUT_CHOICES : EXCLUSION_CHOICES;
  const [duration, setDuration] = useState(choices[0]!);
  const [asking, setAsking] = useState(false);
  const [agreed, setAgreed] = useState(false);
  const [typed, setTyped] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const word = t('protection.confirmWord');
  const label = t(`protection.${kind}.${duration}`);
  const ready = agreed && (kind === 'timeout' || typed.trim() === word);

  const confirm = async () => {
    setFailure(null);
    const result = await protection.takeBreak({ kind, duration } as BreakChoice);
    if (!result.ok) return setFailure(result.error);
    navigate('/', { replace: true });
    protection.announceBreak();
  };
  const close = () => {
    setAsking(false);
    setAgreed(false);
    setTyped('');
  };

  return (
    <section className={`form security-form break-card break-card--${kind}`} aria-labelledby={`${kind}-title`} data-testid={`${kind}-card`}>
      <SecurityHead
        icon={kind === 'timeout' ? 'refresh' : 'shield'}
        titleId={`${kind}-title`}
        title={t(kind === 'timeout' ? 'protection.breakTitle' : 'protection.exclusionTitle')}
        status={t(kind === 'timeout' ? 'protection.breakIntro' : 'protection.exclusionIntro')}
      />
      <fieldset className="break-card__choices">
        <legend>{t('protection.duration')}</legend>
        {choices.map((c) => (
          <label key={c} className={`factor-chip${c === duration ? ' factor-chip--active' : ''}`}>
            <input type="radio" name={`${kind}-duration`} value={c} checked={c === duration} onChange={() => setDuration(c)} data-testid={`${kind}-${c}`} />
            {t(`protection.${kind}.${c}`)}
          </label>
        ))}
      </fieldset>
      <button
        type="button"
        className={`button ${kind === 'timeout' ? 'button--ghost' : 'button--danger'}`}
        onClick={() => setAsking(true)}
        data-testid={`${kind}-start`}
      >
        {t(kind === 'timeout' ? 'protection.startBreak' : 'protection.startExclusion')}
      </button>
      {asking && (
        <Modal
          title={t(kind === 'timeout' ? 'protection.confirmBreak' : 'protection.confirmExclusion', { duration: label })}
          onClose={close}
          size="sm"
          testId={`${kind}-dialog`}
        >
          <div className="break-dialog">
            <ul className="break-dialog__list">
              {CONSEQUENCES.map((c) => (
                <li key={c}>{t(`protection.${c}`)}</li>
              ))}
            </ul>
            <label className="check">
              <input type="checkbox" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} data-testid={`${kind}-agree`} />
              <span>{t('protection.acknowledge')}</span>
            </label>
            {kind === 'exclusion' && (
              <div className="field">
                <label htmlFor="exclusion-word">{t('protection.typeToConfirm', { word })}</label>
                <div className="field__control">
                  <input id="exclusion-word" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} data-testid="exclusion-word" />
                </div>
              </div>
            )}
            <FormError failure={failure} />
            <p className="muted">{t('protection.help')}</p>
            <div className="break-dialog__actions">
              <button type="button" className="button button--ghost" onClick={close}>
                {t('protection.cancel')}
              </button>
              <button
                type="button"
                className="button button--danger"
                disabled={!ready || protection.busy}
                onClick={() => void confirm()}
                data-testid={`${kind}-confirm`}
              >
                {t('protection.confirm')}
              </button>
            </div>
          </div>
        </Modal>
      )}
    </section>
  );
});
