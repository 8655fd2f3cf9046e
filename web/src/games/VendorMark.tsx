import { vendorMark } from '../../../core/domain/catalog/vendor-mark';

/** A vendor's drawn mark (decorative: its name stands beside it). */
export function VendorMark({ vassalage, size = 22 }: { vassalage: string; size?: number }) {
  const mark = vendorMark(vassalage);
  return (
    <svg className="vendor-mark" viewBox="0 0 32 32" width={size} height={size} aria-hidden="true" focusable="false">
      <path d={mark.shape} fill={mark.fill} fillRule="evenodd" />
      {mark.monogram && (
        <text
          x="16"
          y="20.5"
          textAnchor="middle"
          fontSize={mark.monogram.length > 2 ? 9 : 11}
          fontWeight="800"
          fill={mark.ink}
          fontFamily="Inter,Arial,sans-serif"
        >
          {mark.monogram}
        </text>
      )}
    </svg>
  );
}
