import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkAttachments, checkUploadImage, MAX_ATTACHED_IMAGES, UPLOAD_MAX_BYTES } from '../../../../core/domain/system/uploads';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

describe('checkUploadImage', () => {
  it('property: the first bytes decide — PNG and JPEG are taken whatever follows, anything else is not a picture', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), fc.constantFrom<[number[], string]>([PNG, 'image/png'], [JPEG, 'image/jpeg']), (tail, [magic, type]) => {
        const picture = Uint8Array.from([...magic, ...tail]);
        expect(checkUploadImage(picture)).toEqual({ ok: true, value: type });
        const other = Uint8Array.from([0x3c, ...tail]);
        expect(checkUploadImage(other)).toMatchObject({ ok: false, error: { code: 'upload.not_image' } });
      }),
    );
  });

  it('refuses nothing and more than 5 MB, each with its own code', () => {
    expect(checkUploadImage(new Uint8Array())).toMatchObject({ ok: false, error: { code: 'validation.required' } });
    const big = new Uint8Array(UPLOAD_MAX_BYTES + 1);
    big.set(PNG);
    expect(checkUploadImage(big)).toMatchObject({ ok: false, error: { code: 'upload.too_large', params: { max: 5 } } });
    expect(checkUploadImage(big.subarray(0, UPLOAD_MAX_BYTES)).ok).toBe(true);
  });
});

describe('checkAttachments', () => {
  it('property: up to three different pictures are taken; more, or one twice, is refused', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }), (ids) => {
        expect(checkAttachments(ids).ok).toBe(ids.length <= MAX_ATTACHED_IMAGES && new Set(ids).size === ids.length);
      }),
    );
  });
});
