import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICATION_COMMENT_MAX } from '../../../../core/domain/engagement/promotions';
import { PicturePicker } from '../../components/PicturePicker';
import { usePictures } from '../../components/use-pictures';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

/** Applying: a comment of at most 140 characters and up to three PNG or JPG pictures of at most 5 MB each. */
export function ApplicationForm({ promotionId }: { promotionId: number }) {
  const { promotions } = useStores();
  const { t } = useTranslation();
  const id = useId();
  const { pictures, failure, setFailure, add, remove } = usePictures();
  const { register, handleSubmit, watch } = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const length = [...watch('comment')].length;

  const submit = handleSubmit(async ({ comment }) => {
    setFailure(null);
    const sent = await promotions.apply(
      promotionId,
      comment,
      pictures.map((p) => p.bytes),
    );
    if (!sent) setFailure(promotions.outcome?.failure ?? null);
  });

  return (
    <form className="form application-form" onSubmit={submit} noValidate data-testid="application-form">
      <div className="field">
        <label htmlFor={id}>{t('promo.comment')}</label>
        <div className="field__control">
          <textarea id={id} rows={3} maxLength={APPLICATION_COMMENT_MAX * 2} dir="auto" {...register('comment')} data-testid="application-comment" />
        </div>
        <div className={`field__hint${length > APPLICATION_COMMENT_MAX ? ' field__hint--over' : ''}`}>
          {t('promo.commentCount', { count: length, max: APPLICATION_COMMENT_MAX })}
        </div>
      </div>
      <PicturePicker pictures={pictures} onAdd={(files) => void add(files)} onRemove={remove} />
      <FormError failure={failure} testId="application-error" />
      <button type="submit" className="button button--primary" disabled={promotions.busy === promotionId} data-testid="application-submit">
        {t('promo.send')}
      </button>
    </form>
  );
}
