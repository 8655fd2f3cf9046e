import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** A QR code of `text`, 200 px square, drawn in the browser (nothing leaves it). */
export function QrImage({ text, alt, testId }: { text: string; alt: string; testId?: string }) {
  const src = useMemo(() => `data:image/svg+xml;utf8,${encodeURIComponent(renderSVG(text, { border: 2 }))}`, [text]);
  return <img className="qr-image" src={src} alt={alt} width={200} height={200} data-testid={testId} />;
}
