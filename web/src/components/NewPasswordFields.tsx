import { observer } from 'mobx-react-lite';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/stores-context';
import { Field } from './Field';
import { useRuleText } from './use-rule-text';

const LABELS = { account: ['auth.password', 'auth.confirmPassword'], change: ['auth.newPassword', 'auth.confirmNewPassword'] } as const;

interface NewPasswordFieldsProps {
  readonly password: UseFormRegisterReturn;
  readonly confirm: UseFormRegisterReturn;
  /** A field's error, by the field's name. */
  readonly errorOf: (field: string) => string | undefined;
  /** A new account's password, or a new one in place of the old. */
  readonly labels?: keyof typeof LABELS;
}

/** A new password and its confirmation, with what the operator's password rule accepts under the first. */
export const NewPasswordFields = observer(function NewPasswordFields({ password, confirm, errorOf, labels = 'change' }: NewPasswordFieldsProps) {
  const { system } = useStores();
  const { t } = useTranslation();
  const ruleText = useRuleText();
  const [passwordLabel, confirmLabel] = LABELS[labels];
  return (
    <>
      <Field
        label={t(passwordLabel)}
        type="password"
        autoComplete="new-password"
        hint={ruleText(system.passwordPattern)}
        error={errorOf(password.name)}
        {...password}
      />
      <Field label={t(confirmLabel)} type="password" autoComplete="new-password" error={errorOf(confirm.name)} {...confirm} />
    </>
  );
});
