import { mapOk, type Result } from '../../domain/kernel/result';
import { checkUploadImage } from '../../domain/system/uploads';

export interface PictureGateway {
  upload(bytes: Uint8Array): Promise<Result<number>>;
}

/** Support uploads a picture (a banner, a promotion card) and gets the site path that shows it to everyone. */
export class UploadPicture {
  constructor(private readonly gateway: PictureGateway) {}

  async execute(bytes: Uint8Array): Promise<Result<string>> {
    const checked = checkUploadImage(bytes);
    if (!checked.ok) return checked;
    return mapOk(await this.gateway.upload(bytes), (id) => `/wps/uploads/${id}`);
  }
}
