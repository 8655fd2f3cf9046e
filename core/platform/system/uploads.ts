import { fail, ok, type Result } from '../../domain/kernel/result';
import { checkUploadImage } from '../../domain/system/uploads';
import type { Principal } from '../access/authenticate';
import type { UploadStore, StoredUpload } from './ports';

/** A logged-in member or staff uploads a picture to attach later; trial accounts cannot. Support's pictures are public. */
export class UploadImage {
  constructor(private readonly uploads: UploadStore) {}

  async execute(caller: Principal, bytes: Uint8Array): Promise<Result<{ id: number }>> {
    if (caller.role === 'trial') return fail('access.need_true_account');
    const type = checkUploadImage(bytes);
    if (!type.ok) return type;
    return ok({ id: await this.uploads.save({ ownerId: caller.account.id, contentType: type.value, bytes, public: caller.role === 'staff' }) });
  }
}

/** A player's picture is shown to whoever uploaded it and to staff, support's to everyone; anyone else is told it does not exist. */
export class GetUpload {
  constructor(private readonly uploads: UploadStore) {}

  async execute(caller: Principal | null, id: number): Promise<Result<StoredUpload>> {
    const upload = await this.uploads.find(id);
    if (!upload) return fail('upload.not_found');
    if (upload.public || (caller && (upload.ownerId === caller.account.id || caller.role === 'staff'))) return ok(upload);
    return fail('upload.not_found');
  }
}
