import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_CHARS, FEEDBACK_TYPES, wordCount } from '../../../../core/domain/engagement/feedback';
import type { FeedbackView } from '../../../../core/portal/engagement/feedback';
import { PicturePicker } from '../../components/PicturePicker';
import { useDateTime } from '../../components/use-date-time';
import { usePictures } from '../../components/use-pictures';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

/** Feedback form: a question type, a short text and up to three pictures; support's answers arrive in the inbox and below. */
export function FeedbackPage() {
  const { feedback, system } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const id = useId();
  const { pictures, failure, setFailure, add, remove, clear } = usePictures();
  const [mine, setMine] = useState<readonly FeedbackView[]>([]);
  const [sent, setSent] = useState(false);
  const { register, handleSubmit, watch, reset } = useForm<{ type: string; content: string }>({ defaultValues: { type: 'deposit', content: '' } });
  const content = watch('content');
  const reload = async () => {
    const result = await feedback.mine.execute();
    if (result.ok) setMine(result.value);
  };
  useEffect(() => {
    void feedback.mine.execute().then((result) => result.ok && setMine(result.value));
  }, [feedback]);

  const submit = handleSubmit(async (form) => {
    setFailure(null);
    setSent(false);
    const result = await feedback.send.execute(
      form.type,
      form.content,
      pictures.map((p) => p.bytes),
    );
    if (!result.ok) return setFailure(result.error);
    reset();
    clear();
    setSent(true);
    await reload();
  });

  return (
    <div className="feedback-page" data-testid="feedback-page">
      <form className="form application-form" onSubmit={submit} noValidate>
        <div className="field field__control--select">
          <label htmlFor={`${id}-type`}>{t('feedbackForm.type')}</label>
          <div className="field__control field__control--select">
            <select id={`${id}-type`} {...register('type')} data-testid="feedback-type">
              {FEEDBACK_TYPES.map((type) => (
                <option key={type} value={type}>
                  {t(`feedbackForm.types.${type}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="field">
          <label htmlFor={`${id}-content`}>{t('feedbackForm.content')}</label>
          <div className="field__control">
            <textarea id={`${id}-content`} rows={3} dir="auto" {...register('content')} data-testid="feedback-content" />
          </div>
          <div className={`field__hint${[...content].length > FEEDBACK_MAX_CHARS ? ' field__hint--over' : ''}`}>
            {t('feedbackForm.count', { words: wordCount(content), chars: [...content].length, max: FEEDBACK_MAX_CHARS })}
          </div>
        </div>
        <PicturePicker pictures={pictures} onAdd={(files) => void add(files)} onRemove={remove} />
        <FormError failure={failure} testId="feedback-error" />
        {sent && (
          <p className="form__success" role="status" data-testid="feedback-sent">
            {t('feedbackForm.sent')}
          </p>
        )}
        <button type="submit" className="button button--primary" data-testid="feedback-submit">
          {t('feedbackForm.send')}
        </button>
      </form>
      {mine.length > 0 && (
        <section>
          <h3>{t('feedbackForm.mine')}</h3>
          <ul className="bonus-list">
            {mine.map((f) => (
              <li key={f.id} className="bonus-item" data-testid="my-feedback">
                <div className="bonus-item__head">
                  <span dir="auto">{f.content}</span>
                  <span className="muted">{t(`feedbackForm.types.${f.type}`)}</span>
                </div>
                <div className="bonus-item__meta">
                  <span>{time(f.createdAt)}</span>
                </div>
                <p className={f.reply ? '' : 'muted'} dir="auto">
                  {f.reply ? t('feedbackForm.answer', { reply: f.reply }) : t('feedbackForm.waiting')}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
