import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AVATARS, INCOME_SOURCES, PROFILE_FIELDS, PROFILE_PATTERNS, type Profile, type ProfileField } from '../../../../core/domain/access/profile';
import type { Failure } from '../../../../core/domain/kernel/result';
import type { MyProfile } from '../../../../core/portal/security/ports';
import { Field } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { SelectField } from '../../components/SelectField';
import { useErrorText } from '../../components/use-error-text';
import { FormError } from '../../components/FormError';
import { useRuleText } from '../../components/use-rule-text';
import { useStores } from '../../stores/stores-context';
import { SecurityHead } from './SecurityHead';

type ProfileForm = Record<ProfileField, string>;
const TEXT_FIELDS = ['nickname', 'realName', 'birthday', 'address', 'nationality', 'occupation', 'telegram', 'zalo', 'lineId'] as const;

const formOf = (profile: Profile): ProfileForm => Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field] ?? ''])) as ProfileForm;

/** My account: nickname, real name (locked once a bank account is bound), birthday, contacts and avatar. */
export const ProfileCard = observer(function ProfileCard({ current }: { current: MyProfile }) {
  const { security, auth } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const ruleText = useRuleText();
  const [failures, setFailures] = useState<readonly Failure[]>([]);
  const [saved, setSaved] = useState(false);
  const { register, handleSubmit, watch, setValue, reset } = useForm<ProfileForm>({ defaultValues: formOf(current.profile) });
  const avatar = watch('avatar');

  const submit = handleSubmit(async (form) => {
    setSaved(false);
    const result = await security.saveProfile(current, form);
    if (!result.ok) return setFailures((result.error.value?.['errors'] as Failure[] | undefined) ?? [result.error]);
    setFailures([]);
    reset(formOf(result.value.profile));
    setSaved(true);
    await auth.reloadMember();
  });

  const errorOf = (field: string) => {
    const failure = failures.find((f) => f.field === field);
    return failure ? errorText(failure) : undefined;
  };
  const general = failures.find((f) => !f.field || !(PROFILE_FIELDS as readonly string[]).includes(f.field));
  const ruleOf = (field: ProfileField) => (field in PROFILE_PATTERNS ? ruleText(PROFILE_PATTERNS[field as keyof typeof PROFILE_PATTERNS]) : undefined);
  const hints: Partial<Record<ProfileField, string | undefined>> = {
    nickname: ruleOf('nickname'),
    address: ruleOf('address'),
    nationality: ruleOf('nationality'),
    occupation: ruleOf('occupation'),
    zalo: ruleOf('zalo'),
    realName: current.realNameLocked ? t('profile.realNameLocked') : t('profile.realNameHint'),
    birthday: t('profile.birthdayHint', { age: current.minimumAge }),
  };
  return (
    <form className="form security-form profile-form" onSubmit={submit} noValidate aria-labelledby="profile-title" data-testid="profile-form">
      <SecurityHead icon="user" titleId="profile-title" title={t('profile.title')} status={t('profile.status')} />
      <fieldset className="avatar-picker">
        <legend>{t('profile.avatar')}</legend>
        {AVATARS.map((name) => (
          <button
            key={name}
            type="button"
            className={`avatar-picker__choice${avatar === name ? ' avatar-picker__choice--on' : ''}`}
            aria-pressed={avatar === name}
            aria-label={t('profile.avatarChoice', { name })}
            onClick={() => setValue('avatar', name, { shouldDirty: true })}
            data-testid={`avatar-${name}`}
          >
            <img src={`/avatars/${name}.svg`} alt="" width={44} height={44} />
          </button>
        ))}
        {errorOf('avatar') && <p className="field__error">{errorOf('avatar')}</p>}
      </fieldset>
      <div className="profile-form__grid">
        {TEXT_FIELDS.map((field) => (
          <Field
            key={field}
            label={t(`profile.${field}`)}
            type={field === 'birthday' ? 'date' : 'text'}
            autoComplete={field === 'realName' ? 'name' : field === 'birthday' ? 'bday' : field === 'address' ? 'street-address' : 'off'}
            readOnly={field === 'realName' && current.realNameLocked}
            hint={hints[field]}
            error={errorOf(field)}
            data-testid={`profile-${field}`}
            {...register(field)}
          />
        ))}
        <SelectField label={t('profile.incomeSource')} error={errorOf('incomeSource')} data-testid="profile-incomeSource" {...register('incomeSource')}>
          <option value="">{t('profile.chooseIncome')}</option>
          {INCOME_SOURCES.map((source) => (
            <option key={source} value={source}>
              {t(`profile.income.${source}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <FormError failure={general} />
      {saved && (
        <p className="form__success" role="status" data-testid="profile-saved">
          <Icon name="check" size={16} /> {t('profile.saved')}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={security.busy} data-testid="profile-submit">
        {t('profile.save')}
      </button>
    </form>
  );
});
