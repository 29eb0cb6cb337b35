import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import {
  type Actor,
  MEDIA_CONSENT_REQUIRED_MESSAGE,
  SIMPLE_UPLOAD_MAX_BYTES,
  STATUS_UPLOAD_MAX_BYTES,
  UPLOAD_URL_TTL_SECONDS,
  sniffContent,
} from '@portal/contracts';
import { type ObjectStorage, PlayerAccess, ServiceError, readObjectHead } from '@portal/server-kit';
import { ConsentsPort } from '../consents/consents.port';
import { InjectStorage } from '../storage/storage.module';
import type { UploadEntity } from './upload.entity';
import { UploadRepository } from './upload.repository';
import { type UploadCheck, checkUploadFor, uploadIdFromUrl, uploadObjectKey, uploadObjectPath } from './upload.rules';

export const UPLOAD_LIMITS = { simpleMax: SIMPLE_UPLOAD_MAX_BYTES, statusMax: STATUS_UPLOAD_MAX_BYTES };

@Injectable()
export class UploadsService {
  constructor(
    private readonly uploads: UploadRepository,
    private readonly consents: ConsentsPort,
    private readonly access: PlayerAccess,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  /** A signed PUT URL for one new object, bound to the signed-in user, 15 minutes, at most 2 GB. */
  async createUploadUrl(actor: Actor, playerId: string): Promise<{ uploadURL: string }> {
    await this.access.require(actor, playerId);
    await this.assertMediaConsent(actor, playerId);
    const id = randomUUID();
    const objectKey = uploadObjectKey(id);
    await this.uploads.insert({
      id,
      playerId,
      userId: actor.userId,
      objectKey,
      expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000),
    });
    const uploadURL = await this.storage.signedUrl(objectKey, {
      purpose: 'put',
      expiresInSeconds: UPLOAD_URL_TTL_SECONDS,
      boundToUserId: actor.userId,
      maxBytes: STATUS_UPLOAD_MAX_BYTES,
    });
    return { uploadURL };
  }

  /** Simple flow: the upload exists, is at most 50 MB and is a video or image by content. */
  async complete(actor: Actor, playerId: string, videoURL: string) {
    await this.access.require(actor, playerId);
    const upload = await this.findOwnUpload(actor, playerId, videoURL, 'videoURL');
    const check = await this.inspect(upload, 'simple');
    if (!check.ok) await this.refuse(upload, 'videoURL', check.message);
    const verified = check as Extract<UploadCheck, { ok: true }>;
    const info = (await this.storage.stat(upload.objectKey))!;
    await this.uploads.markVerified(upload.id, verified.kind, verified.mime, info.size);
    return { objectPath: uploadObjectPath(upload.id), contentType: verified.mime, size: info.size };
  }

  /** The upload a create request names, checked for its flow (status: MP4 ≤ 2 GB; simple: verified). */
  async uploadForVideo(actor: Actor, playerId: string, url: string, flow: 'simple' | 'status', field: string) {
    const upload = await this.findOwnUpload(actor, playerId, url, field);
    if (upload.videoId) throw ServiceError.validation([{ field, message: 'This upload is already used by a video' }]);
    if (flow === 'simple' && upload.verifiedKind && upload.contentType)
      return { upload, kind: upload.verifiedKind, contentType: upload.contentType };
    const check = await this.inspect(upload, flow);
    if (!check.ok) await this.refuse(upload, field, check.message);
    const verified = check as Extract<UploadCheck, { ok: true }>;
    return { upload, kind: verified.kind, contentType: verified.mime };
  }

  async assertMediaConsent(actor: Actor, playerId: string): Promise<void> {
    if (!(await this.consents.isGranted(actor, playerId, 'media')))
      throw ServiceError.forbidden(MEDIA_CONSENT_REQUIRED_MESSAGE);
  }

  private async findOwnUpload(actor: Actor, playerId: string, url: string, field: string): Promise<UploadEntity> {
    const id = uploadIdFromUrl(url);
    const upload = id ? await this.uploads.findById(id) : null;
    if (!upload) throw ServiceError.validation([{ field, message: 'This is not an upload URL from this portal' }]);
    if (upload.playerId !== playerId || upload.userId !== actor.userId)
      throw ServiceError.forbidden('This upload belongs to someone else');
    return upload;
  }

  private async inspect(upload: UploadEntity, flow: 'simple' | 'status'): Promise<UploadCheck> {
    const info = await this.storage.stat(upload.objectKey);
    if (!info) return { ok: false, message: 'The upload was never completed' };
    const head = await readObjectHead(this.storage, upload.objectKey, 512);
    return checkUploadFor(flow, sniffContent(head), info.size, UPLOAD_LIMITS);
  }

  /** A refused upload is deleted: nothing of it is kept. */
  private async refuse(upload: UploadEntity, field: string, message: string): Promise<never> {
    await this.storage.delete(upload.objectKey);
    throw ServiceError.validation([{ field, message }]);
  }
}
