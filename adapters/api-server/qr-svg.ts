import { renderSVG } from 'uqr';

/** A QR code of the text as an SVG document, with the quiet zone scanners need. */
export const qrSvg = (text: string): string => renderSVG(text, { border: 2 });
