import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';
import type { Picture } from './use-pictures';

/** Thumbnails of the chosen pictures with remove buttons, and the tile that adds more. */
export function PicturePicker({
  pictures,
  onAdd,
  onRemove,
}: {
  pictures: readonly Picture[];
  onAdd: (files: FileList | null) => void;
  onRemove: (index: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <div className="application-form__pictures">
        {pictures.map((p, i) => (
          <figure key={p.preview} className="application-form__picture" data-testid="application-picture">
            <img src={p.preview} alt={p.name} />
            <button type="button" className="icon-button icon-button--sm" aria-label={t('promo.removePicture', { name: p.name })} onClick={() => onRemove(i)}>
              <Icon name="close" size={14} />
            </button>
          </figure>
        ))}
        <label htmlFor={id} className="application-form__add">
          <Icon name="gift" size={20} />
          {t('promo.addPicture')}
        </label>
        <input
          id={id}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="visually-hidden"
          data-testid="application-files"
          onChange={(event) => {
            onAdd(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </div>
      <p className="field__hint">{t('promo.pictureRules')}</p>
    </>
  );
}
