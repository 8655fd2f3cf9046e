import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkUploadImage } from '../../domain/system/uploads';
import type { Principal } from '../access/authenticate';
import type { StoredUpload, UploadStore } from '../engagement/ports';

/** A logged-in member or staff uploads a picture to attach later; trial accounts cannot. */
export class UploadImage {
  constructor(private readonly uploads: UploadStore) {}

  async execute(caller: Principal, bytes: Uint8Array): Promise<Result<{ id: number }>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    const type = checkUploadImage(bytes);
    if (!type.ok) return type;
    return ok({ id: await this.uploads.save({ ownerId: caller.account.id, contentType: type.value, bytes }) });
  }
}

/** A picture is shown to whoever uploaded it and to staff; anyone else is told it does not exist. */
export class GetUpload {
  constructor(private readonly uploads: UploadStore) {}

  async execute(caller: Principal, id: number): Promise<Result<StoredUpload>> {
    const upload = await this.uploads.find(id);
    if (!upload || (upload.ownerId !== caller.account.id && caller.role !== 'staff')) return fail('upload.not_found');
    return ok(upload);
  }
}
