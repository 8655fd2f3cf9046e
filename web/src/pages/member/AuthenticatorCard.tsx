import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Failure, Result } from '../../../../core/domain/kernel/result';
import { CopyButton } from '../../components/CopyButton';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { StatusBadge } from '../../components/StatusBadge';
import { useErrorText } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';
import { SecurityHead } from './SecurityHead';

/** One code field and its button: confirming a new authenticator, or removing the bound one. */
function CodeForm({
  label,
  submitLabel,
  onCode,
  testId,
}: {
  label: string;
  submitLabel: string;
  onCode: (code: string) => Promise<Result<unknown>>;
  testId: string;
}) {
  const { security } = useStores();
  const errorText = useErrorText();
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, reset } = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const submit = handleSubmit(async ({ code }) => {
    const result = await onCode(code);
    setFailure(result.ok ? null : result.error);
    if (result.ok) reset();
  });
  return (
    <form className="form authenticator__code" onSubmit={submit} noValidate data-testid={testId}>
      <Field
        label={label}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={32}
        error={failure ? errorText(failure) : undefined}
        data-testid={`${testId}-code`}
        {...register('code')}
      />
      <button type="submit" className="button button--primary" disabled={security.busy} data-testid={`${testId}-submit`}>
        {submitLabel}
      </button>
    </form>
  );
}

/** Security centre: bind an authenticator app (QR code, secret, first code), its recovery codes, and unbinding. */
export const AuthenticatorCard = observer(function AuthenticatorCard() {
  const { security } = useStores();
  const { t } = useTranslation();
  const bound = security.centre?.authenticatorBound ?? false;
  const { setup, recoveryCodes } = security;
  return (
    <section className="security-card authenticator" aria-labelledby="authenticator-title" data-testid="authenticator">
      <SecurityHead
        icon="shield"
        titleId="authenticator-title"
        title={t('authenticator.title')}
        status={bound ? t('authenticator.on', { count: security.centre?.recoveryCodesLeft ?? 0 }) : t('authenticator.off')}
      >
        {bound && <StatusBadge tone="success" label={t('authenticator.enabled')} />}
      </SecurityHead>
      {recoveryCodes ? (
        <div className="authenticator__recovery" data-testid="recovery-codes">
          <p>
            <strong>{t('authenticator.recoveryTitle')}</strong> {t('authenticator.recoveryBody')}
          </p>
          <ol className="recovery-codes">
            {recoveryCodes.map((code) => (
              <li key={code}>
                <bdi>{code}</bdi>
              </li>
            ))}
          </ol>
          <button type="button" className="button button--primary" onClick={() => security.dismissRecoveryCodes()} data-testid="recovery-saved">
            {t('authenticator.saved')}
          </button>
        </div>
      ) : setup ? (
        <div className="authenticator__setup">
          <ol className="authenticator__steps">
            <li>{t('authenticator.step1')}</li>
            <li>{t('authenticator.step2')}</li>
            <li>{t('authenticator.step3')}</li>
          </ol>
          <div className="authenticator__pair">
            <img
              className="authenticator__qr"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
              alt={t('authenticator.qrAlt')}
              width={176}
              height={176}
            />
            <div className="authenticator__secret">
              <span className="muted">{t('authenticator.secret')}</span>
              <span className="authenticator__key">
                <bdi data-testid="authenticator-secret">{setup.secret.replace(/(.{4})/g, '$1 ').trim()}</bdi>
                <CopyButton value={setup.secret} field={t('authenticator.secret')} />
              </span>
            </div>
          </div>
          <CodeForm
            label={t('authenticator.code')}
            submitLabel={t('authenticator.confirm')}
            onCode={(code) => security.confirm(code)}
            testId="authenticator-confirm"
          />
          <button type="button" className="link-button" onClick={() => security.cancelBinding()}>
            {t('authenticator.cancel')}
          </button>
        </div>
      ) : bound ? (
        <CodeForm
          label={t('authenticator.unbindCode')}
          submitLabel={t('authenticator.unbind')}
          onCode={(code) => security.unbind(code)}
          testId="authenticator-unbind"
        />
      ) : (
        <button
          type="button"
          className="button button--primary"
          disabled={security.busy}
          onClick={() => void security.startBinding()}
          data-testid="authenticator-start"
        >
          <Icon name="shield" size={16} />
          {t('authenticator.start')}
        </button>
      )}
    </section>
  );
});
