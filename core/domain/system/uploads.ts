import { fail, ok, type Result } from '../kernel/result';

/** Pictures players attach (promotion applications, feedback) and support attaches (banners). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export type ImageType = 'image/png' | 'image/jpeg';

const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG_MAGIC = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, magic: readonly number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The picture type the content says, whatever the file is called: PNG or JPEG, or null. */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_MAGIC)) return 'image/png';
  if (startsWith(bytes, JPEG_MAGIC)) return 'image/jpeg';
  return null;
}

/** An upload is a PNG or JPEG by its content, of at most 5 MB. */
export function checkUploadImage(bytes: Uint8Array): Result<ImageType> {
  if (bytes.length === 0) return fail('validation.required', { field: 'image' });
  if (bytes.length > UPLOAD_MAX_BYTES) return fail('upload.too_large', { field: 'image', params: { max: UPLOAD_MAX_BYTES / 1024 / 1024 } });
  const type = imageTypeOf(bytes);
  return type ? ok(type) : fail('upload.not_image', { field: 'image' });
}

/** Attached pictures: at most this many per application or feedback, each uploaded first. */
export const MAX_ATTACHED_IMAGES = 3;

export function checkAttachments(ids: readonly number[]): Result<readonly number[]> {
  if (ids.length > MAX_ATTACHED_IMAGES) return fail('upload.too_many', { field: 'images', params: { max: MAX_ATTACHED_IMAGES } });
  if (new Set(ids).size !== ids.length) return fail('upload.duplicate', { field: 'images' });
  return ok(ids);
}
