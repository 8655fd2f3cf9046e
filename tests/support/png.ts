import { crc32, inflateSync } from 'node:zlib';

export interface PngFacts {
  readonly width: number;
  readonly height: number;
  /** The scanlines as inflated from the IDAT chunks (a filter byte, then the row). */
  readonly scanlines: Buffer;
}

/** Reads a PNG file's chunks, checking the signature and every chunk's CRC; throws on a bad file. */
export function readPng(file: Buffer): PngFacts {
  if (!file.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) throw new Error('not a PNG signature');
  const chunks: { type: string; data: Buffer }[] = [];
  for (let at = 8; at < file.length;) {
    const length = file.readUInt32BE(at);
    const typed = file.subarray(at + 4, at + 8 + length);
    if (crc32(typed) !== file.readUInt32BE(at + 8 + length)) throw new Error('bad chunk CRC');
    chunks.push({ type: typed.subarray(0, 4).toString('ascii'), data: typed.subarray(4) });
    at += 12 + length;
  }
  const header = chunks[0];
  if (header?.type !== 'IHDR' || chunks.at(-1)?.type !== 'IEND') throw new Error('PNG chunks out of order');
  const scanlines = inflateSync(Buffer.concat(chunks.filter((c) => c.type === 'IDAT').map((c) => c.data)));
  return { width: header.data.readUInt32BE(0), height: header.data.readUInt32BE(4), scanlines };
}
