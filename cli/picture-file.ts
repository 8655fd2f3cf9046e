import { readFile } from 'node:fs/promises';
import { fail, type Result } from '../core/domain/kernel/result';
import type { CliPortal } from './cli-portal';

/** `--image <address>` as it is, or `--image-file <path>` uploaded: exactly one of them. */
export async function pictureOf(cli: CliPortal, flags: { readonly image?: string; readonly imageFile?: string }): Promise<Result<string>> {
  if ((flags.image === undefined) === (flags.imageFile === undefined)) return fail('validation.required', { field: '--image or --image-file (one of them)' });
  if (flags.image !== undefined) return { ok: true, value: flags.image };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(flags.imageFile!));
  } catch {
    return fail('upload.file_unreadable', { field: 'imageFile' });
  }
  return cli.uploadPicture.execute(bytes);
}
