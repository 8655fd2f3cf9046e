import type { Kysely } from 'kysely';
import type { UploadStore, StoredUpload } from '../../../core/platform/system/ports';
import type { Schema } from '../schema';

export class SqlUploads implements UploadStore {
  constructor(private readonly db: Kysely<Schema>) {}

  async save(upload: Omit<StoredUpload, 'id'>): Promise<number> {
    const row = await this.db
      .insertInto('uploads')
      .values({ owner_id: upload.ownerId, content_type: upload.contentType, bytes: upload.bytes, public: upload.public })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async find(id: number): Promise<StoredUpload | null> {
    const row = await this.db.selectFrom('uploads').select(['id', 'owner_id', 'content_type', 'bytes', 'public']).where('id', '=', id).executeTakeFirst();
    return row ? { id: row.id, ownerId: row.owner_id, contentType: row.content_type, bytes: new Uint8Array(row.bytes), public: row.public } : null;
  }

  async ownedBy(ids: readonly number[], ownerId: number): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .selectFrom('uploads')
      .select('id')
      .where('id', 'in', [...ids])
      .where('owner_id', '=', ownerId)
      .execute();
    return rows.map((r) => r.id);
  }
}
