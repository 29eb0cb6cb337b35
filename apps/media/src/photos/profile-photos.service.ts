import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { Injectable } from '@nestjs/common';
import {
  type Actor,
  PHOTO_CONSENT_REQUIRED_MESSAGE,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_SIZE_MESSAGE,
  PROFILE_PHOTO_UNREADABLE_MESSAGE,
  type PhotoOwner,
  type ProfilePhotoResult,
  parseProfilePhotoUrl,
  photoOwnerFor,
  profilePhotoKey,
  profilePhotoTypeProblem,
  profilePhotoUrl,
} from '@portal/contracts';
import { type ObjectStorage, PlayerAccess, RpcClient, ServiceError } from '@portal/server-kit';
import { ConsentsPort } from '../consents/consents.port';
import { InjectStorage } from '../storage/storage.module';
import { toProfilePhoto } from './photo-image';

const photoProblem = (message: string) => ServiceError.validation([{ field: 'photo', message }]);

/**
 * Profile photos: the gateway parks the upload in storage (at most 5 MB, streamed); here it is checked
 * by content, resized, stored under a content-hash version and made the owner's avatar in identity.
 * The parked upload is removed whatever happens.
 */
@Injectable()
export class ProfilePhotosService {
  constructor(
    private readonly rpc: RpcClient,
    private readonly consents: ConsentsPort,
    private readonly access: PlayerAccess,
    @InjectStorage() private readonly storage: ObjectStorage,
  ) {}

  async set(actor: Actor, playerId: string | undefined, uploadKey: string): Promise<ProfilePhotoResult> {
    try {
      const owner = await this.ownerAllowedToStore(actor, playerId);
      const photo = await toProfilePhoto(await this.readUpload(uploadKey)).catch(() => {
        throw photoProblem(PROFILE_PHOTO_UNREADABLE_MESSAGE);
      });
      const version = createHash('sha256').update(photo).digest('hex').slice(0, 16);
      const key = profilePhotoKey(owner, version);
      await this.storage.put(key, Readable.from([photo]));
      const url = profilePhotoUrl(owner, version);
      const previousUrl = await this.setAvatar(actor, owner, url).catch(async (error: unknown) => {
        await this.storage.delete(key);
        throw error;
      });
      if (previousUrl !== url) await this.deleteStoredPhoto(previousUrl);
      return { profileImageUrl: url };
    } finally {
      await this.storage.delete(uploadKey);
    }
  }

  /** Back to initials; no consent is needed to take a photo away. */
  async remove(actor: Actor, playerId: string | undefined): Promise<ProfilePhotoResult> {
    const owner = await this.ownerFor(actor, playerId);
    await this.deleteStoredPhoto(await this.setAvatar(actor, owner, null));
    return { profileImageUrl: null };
  }

  /**
   * A child's photo is personal media like their videos: stored only with the `media` consent (asked
   * of identity at this moment). A coach's or admin's own photo needs none.
   */
  private async ownerAllowedToStore(actor: Actor, playerId: string | undefined): Promise<PhotoOwner> {
    const owner = await this.ownerFor(actor, playerId);
    if (owner.kind === 'player' && !(await this.consents.isGranted(actor, owner.id, 'media')))
      throw ServiceError.forbidden(PHOTO_CONSENT_REQUIRED_MESSAGE);
    return owner;
  }

  /** Whether the caller may see this player's photo: the player is in the caller's scope. */
  async visible(actor: Actor, playerId: string): Promise<{ visible: boolean }> {
    return { visible: await this.access.canReach(actor, playerId) };
  }

  /** A named player outside the caller's scope answers 404, as if there were no such player. */
  private async ownerFor(actor: Actor, playerId: string | undefined): Promise<PhotoOwner> {
    if (playerId) await this.access.require(actor, playerId);
    const owner = photoOwnerFor(actor, playerId);
    if (!owner) throw ServiceError.forbidden();
    return owner;
  }

  /** The parked upload, whole: it is at most 5 MB (checked again here), and sharp decodes it from memory. */
  private async readUpload(uploadKey: string): Promise<Buffer> {
    const info = await this.storage.stat(uploadKey);
    if (!info || info.size === 0) throw photoProblem('Please choose a photo to upload');
    if (info.size > PROFILE_PHOTO_MAX_BYTES) throw photoProblem(PROFILE_PHOTO_SIZE_MESSAGE);
    const chunks: Buffer[] = [];
    let length = 0;
    for await (const chunk of (await this.storage.get(uploadKey)).stream) {
      length += (chunk as Buffer).length;
      if (length > PROFILE_PHOTO_MAX_BYTES) throw photoProblem(PROFILE_PHOTO_SIZE_MESSAGE);
      chunks.push(chunk as Buffer);
    }
    const original = Buffer.concat(chunks);
    const typeProblem = profilePhotoTypeProblem(original.subarray(0, 64));
    if (typeProblem) throw photoProblem(typeProblem);
    return original;
  }

  private async setAvatar(actor: Actor, owner: PhotoOwner, url: string | null): Promise<string | null> {
    const playerId = owner.kind === 'player' ? owner.id : undefined;
    const { previousUrl } = await this.rpc.call(
      'identity.user.set-profile-image',
      { ...(playerId ? { playerId } : {}), profileImageUrl: url },
      { actor },
    );
    return previousUrl;
  }

  /** Only our own photo URLs name a key; anything else (an external URL from before) is left alone. */
  private async deleteStoredPhoto(url: string | null): Promise<void> {
    const previous = url ? parseProfilePhotoUrl(url) : null;
    if (previous) await this.storage.delete(profilePhotoKey(previous.owner, previous.version));
  }
}
