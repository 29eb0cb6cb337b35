import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { type EntityManager, Repository } from 'typeorm';
import { UploadEntity } from './upload.entity';

/** The only code that reads or writes `media.uploads`. */
@Injectable()
export class UploadRepository {
  constructor(@InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>) {}

  insert(upload: Pick<UploadEntity, 'id' | 'playerId' | 'userId' | 'objectKey' | 'expiresAt'>): Promise<UploadEntity> {
    return this.uploads.save(
      this.uploads.create({ ...upload, verifiedKind: null, contentType: null, sizeBytes: null, videoId: null }),
    );
  }

  /** The object keys of every upload of the player, then the rows themselves: for deleting them all. */
  async removeAllOfPlayer(manager: EntityManager, playerId: string): Promise<string[]> {
    const rows = await manager.getRepository(UploadEntity).find({ where: { playerId }, select: { objectKey: true } });
    await manager.delete(UploadEntity, { playerId });
    return rows.map((row) => row.objectKey);
  }

  findById(id: string): Promise<UploadEntity | null> {
    return this.uploads.findOneBy({ id });
  }

  async markVerified(id: string, kind: 'video' | 'image', contentType: string, sizeBytes: number): Promise<void> {
    await this.uploads.update({ id }, { verifiedKind: kind, contentType, sizeBytes });
  }

  /** Claims the upload for a video once: false when another video already holds it. */
  async claim(manager: EntityManager, id: string, videoId: string): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(UploadEntity)
      .set({ videoId })
      .where('id = :id AND video_id IS NULL', { id })
      .execute();
    return (result.affected ?? 0) === 1;
  }
}
