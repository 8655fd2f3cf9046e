import { observer } from 'mobx-react-lite';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { NewDownline } from '../../../../core/portal/agency/types';
import { Field } from '../../components/Field';
import { useRuleText } from '../../components/use-rule-text';
import { SelectField } from '../../components/SelectField';
import { useFieldError } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';
import { OfferContractDialog } from './OfferContractDialog';
import { ReferralLinks } from './ReferralLinks';

/** registerCenter: a new member or agent account directly under me. */
export const RegisterCentrePage = observer(function RegisterCentrePage() {
  const { agency, system } = useStores();
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const { register, handleSubmit, reset } = useForm<NewDownline>({ defaultValues: { username: '', password: '', kind: 'member' } });
  const failure = agency.registerError;
  const errorOf = useFieldError(failure);
  const submit = handleSubmit(async (form) => {
    if (await agency.register(form)) reset({ username: '', password: '', kind: form.kind });
  });
  return (
    <>
      <form className="form agent-form" onSubmit={submit} noValidate data-testid="register-centre">
        <p className="muted">{t('agent.register.intro')}</p>
        <SelectField label={t('agent.register.kind')} {...register('kind')}>
          <option value="member">{t('agent.register.member')}</option>
          <option value="agent">{t('agent.register.agent')}</option>
        </SelectField>
        <Field
          label={t('auth.username')}
          autoComplete="off"
          hint={ruleText(system.registerRules.username)}
          error={errorOf('username')}
          {...register('username')}
        />
        <Field
          label={t('auth.password')}
          type="password"
          autoComplete="new-password"
          hint={ruleText(system.registerRules.password)}
          error={errorOf('password')}
          {...register('password')}
        />
        {failure && !failure.field && <FormError failure={failure} />}
        {failure?.field && failure.field !== 'username' && failure.field !== 'password' && <FormError failure={failure} />}
        {agency.registered && (
          <p className="form__success" role="status" data-testid="register-done">
            {t('agent.register.done', { account: agency.registered.account })}{' '}
            {agency.registered.kind === 'agent' && (
              <button type="button" className="link-button" onClick={() => agency.openOffer(agency.registered!)} data-testid="register-offer">
                {t('agent.offer.open')}
              </button>
            )}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={agency.registering}>
          {agency.registering ? t('auth.working') : t('agent.register.submit')}
        </button>
      </form>
      <ReferralLinks />
      <OfferContractDialog />
    </>
  );
});
