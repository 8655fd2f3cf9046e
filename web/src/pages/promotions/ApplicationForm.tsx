import { useEffect, useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { APPLICATION_COMMENT_MAX } from '../../../../core/domain/engagement/promotions';
import type { Failure } from '../../../../core/domain/kernel/result';
import { checkAttachments, checkUploadImage } from '../../../../core/domain/system/uploads';
import { Icon } from '../../components/Icon';
import { useErrorText } from '../../components/use-error-text';
import { useStores } from '../../stores/stores-context';

interface Picture {
  readonly name: string;
  readonly bytes: Uint8Array;
  readonly preview: string;
}

/** Applying: a comment of at most 140 characters and up to three PNG or JPG pictures of at most 5 MB each. */
export function ApplicationForm({ promotionId }: { promotionId: number }) {
  const { promotions } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const fileId = useId();
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { register, handleSubmit, watch } = useForm<{ comment: string }>({ defaultValues: { comment: '' } });
  const length = [...watch('comment')].length;

  const previews = useRef<string[]>([]);
  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const add = async (files: FileList | null) => {
    setFailure(null);
    const next = [...pictures];
    for (const file of Array.from(files ?? [])) {
      const count = checkAttachments([...next, file].map((_, i) => i));
      if (!count.ok) {
        setFailure(count.error);
        break;
      }
      const bytes = new Uint8Array(await file.arrayBuffer());
      const checked = checkUploadImage(bytes);
      if (!checked.ok) {
        setFailure(checked.error);
        break;
      }
      const preview = URL.createObjectURL(new Blob([bytes], { type: checked.value }));
      previews.current.push(preview);
      next.push({ name: file.name, bytes, preview });
    }
    setPictures(next);
  };

  const submit = handleSubmit(async ({ comment }) => {
    setFailure(null);
    const sent = await promotions.apply(promotionId, comment, pictures.map((p) => p.bytes));
    if (!sent) setFailure(promotions.outcome?.failure ?? null);
  });

  return (
    <form className="form application-form" onSubmit={submit} noValidate data-testid="application-form">
      <div className="field">
        <label htmlFor={`${fileId}-comment`}>{t('promo.comment')}</label>
        <div className="field__control">
          <textarea id={`${fileId}-comment`} rows={3} maxLength={APPLICATION_COMMENT_MAX * 2} dir="auto" {...register('comment')} data-testid="application-comment" />
        </div>
        <div className={`field__hint${length > APPLICATION_COMMENT_MAX ? ' field__hint--over' : ''}`}>{t('promo.commentCount', { count: length, max: APPLICATION_COMMENT_MAX })}</div>
      </div>
      <div className="application-form__pictures">
        {pictures.map((p, i) => (
          <figure key={p.preview} className="application-form__picture" data-testid="application-picture">
            <img src={p.preview} alt={p.name} />
            <button type="button" className="icon-button icon-button--sm" aria-label={t('promo.removePicture', { name: p.name })} onClick={() => setPictures(pictures.filter((_, j) => j !== i))}>
              <Icon name="close" size={14} />
            </button>
          </figure>
        ))}
        <label htmlFor={fileId} className="application-form__add">
          <Icon name="gift" size={20} />
          {t('promo.addPicture')}
        </label>
        <input
          id={fileId}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="visually-hidden"
          data-testid="application-files"
          onChange={(event) => {
            void add(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      <p className="field__hint">{t('promo.pictureRules')}</p>
      {failure && (
        <p className="form__error" role="alert" data-testid="application-error">
          {errorText(failure)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={promotions.busy === promotionId} data-testid="application-submit">
        {t('promo.send')}
      </button>
    </form>
  );
}
