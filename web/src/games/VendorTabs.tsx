import { useTranslation } from 'react-i18next';
import type { VendorCard } from '../../../core/portal/catalog/types';
import { VendorMark } from './VendorMark';

/** Tabs over vendors, each with its mark (and optionally "all"); the chosen one is pressed. */
export function VendorTabs({
  vendors,
  current,
  onChoose,
  withAll = false,
}: {
  vendors: readonly VendorCard[];
  current: string | null;
  onChoose: (vassalage: string | null) => void;
  withAll?: boolean;
}) {
  const { t } = useTranslation();
  if (vendors.length === 0) return null;
  return (
    <div className="vendor-tabs" role="toolbar" aria-label={t('lobby.providers')}>
      {withAll && (
        <button type="button" className="vendor-tabs__tab" aria-pressed={current === null} onClick={() => onChoose(null)}>
          {t('lobby.all')}
        </button>
      )}
      {vendors.map((v) => (
        <button
          type="button"
          key={v.vassalage}
          className="vendor-tabs__tab"
          aria-pressed={current === v.vassalage}
          onClick={() => onChoose(v.vassalage)}
          data-vendor={v.vassalage}
        >
          <VendorMark vassalage={v.vassalage} />
          {v.displayName}
          {v.maintenance && <span className="vendor-tabs__flag">{t('lobby.maintenance')}</span>}
        </button>
      ))}
    </div>
  );
}
