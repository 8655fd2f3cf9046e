import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { atAndAround } from '../../../support/arbitraries';
import { checkAttachments, checkUploadImage } from '../../../../core/domain/system/uploads';

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

  it('property: refuses nothing, takes up to 5 MB and refuses a byte more, each with its own code', () => {
    expect(checkUploadImage(new Uint8Array())).toMatchObject({ ok: false, error: { code: 'validation.required' } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(PNG);
    fc.assert(
      fc.property(atAndAround(5 * 1024 * 1024), (size) => {
        expect(checkUploadImage(big.subarray(0, size))).toEqual(
          size <= 5 * 1024 * 1024 ? { ok: true, value: 'image/png' } : { ok: false, error: { code: 'upload.too_large', field: 'image', params: { max: 5 } } },
        );
      }),
    );
  });
});

describe('checkAttachments', () => {
  it('property: up to three different pictures are taken; more, or one twice, is refused', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 20 }), { maxLength: 6 }), (ids) => {
        expect(checkAttachments(ids).ok).toBe(ids.length <= 3 && new Set(ids).size === ids.length);
      }),
    );
  });
});
