import { randomUUID } from 'node:crypto';
import {
  Controller,
  Delete,
  Get,
  HttpCode,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Put,
  Req,
  Res,
} from '@nestjs/common';
import {
  PLAYER_AND_STAFF,
  PROFILE_PHOTO_MAX_BYTES,
  PROFILE_PHOTO_SIZE_MESSAGE,
  type PhotoOwner,
  type ProfilePhotoResult,
  parseProfilePhotoUrl,
  profilePhotoKey,
  profilePhotoVisibility,
  PROFILE_PHOTO_ACCEPT,
} from '@portal/contracts';
import { type ObjectStorage, RpcClient, StorageError } from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { RolesAllowed, SignedIn } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import { ZodValidation } from '../http/zod-validation.pipe';
import { MediaConsentGate } from '../objects/media-consent.gate';
import { InjectGatewayStorage } from '../objects/object-storage.provider';
import { USER_CONTENT_SECURITY_POLICY } from '../objects/user-content-headers';
import { Accepts, Answers } from '../openapi/answers.decorator';

const playerIdParam = z.uuid('id must be a valid id');

/**
 * Profile photos. The body of a PUT is the image itself (any declared type; media decides by content),
 * streamed into storage with a 5 MB cap, never buffered here. Photos are served from immutable,
 * versioned URLs to those who may see them; anyone else gets the same 404 as for a photo that does
 * not exist.
 */
const PHOTO_BODY = {
  contentTypes: [...PROFILE_PHOTO_ACCEPT],
  description: `The image itself, at most ${PROFILE_PHOTO_MAX_BYTES} bytes; media reads its type from its bytes.`,
};

@Controller()
export class PhotosController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectGatewayStorage() private readonly storage: ObjectStorage,
    private readonly consentGate: MediaConsentGate,
  ) {}

  /**
   * The caller's own photo: a player's is their player record's, a coach's or admin's their account's
   * (a parent has none, and changes no child's).
   */
  @Put('photos/me')
  @Accepts({ rawBody: PHOTO_BODY })
  @Answers('media.profile-photo.set')
  @HttpCode(200)
  @RolesAllowed(...PLAYER_AND_STAFF)
  setOwn(@Req() request: FastifyRequest, @Caller() caller: CallerContext): Promise<ProfilePhotoResult> {
    return this.store(request, caller);
  }

  @Delete('photos/me')
  @Answers('media.profile-photo.remove')
  @RolesAllowed(...PLAYER_AND_STAFF)
  removeOwn(@Caller() caller: CallerContext): Promise<ProfilePhotoResult> {
    return this.rpc.call('media.profile-photo.remove', {}, caller);
  }

  /** A player's photo, by the player or staff (media checks who may). */
  @Put('players/:id/photo')
  @Accepts({ rawBody: PHOTO_BODY })
  @Answers('media.profile-photo.set')
  @HttpCode(200)
  @RolesAllowed(...PLAYER_AND_STAFF)
  setPlayers(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Req() request: FastifyRequest,
    @Caller() caller: CallerContext,
  ): Promise<ProfilePhotoResult> {
    return this.store(request, caller, playerId);
  }

  @Delete('players/:id/photo')
  @Answers('media.profile-photo.remove')
  @RolesAllowed(...PLAYER_AND_STAFF)
  removePlayers(
    @Param('id', new ZodValidation(playerIdParam)) playerId: string,
    @Caller() caller: CallerContext,
  ): Promise<ProfilePhotoResult> {
    return this.rpc.call('media.profile-photo.remove', { playerId }, caller);
  }

  /**
   * A new photo is a new URL, so a browser keeps a coach's or admin's for good. A child's photo is
   * shown only while their `media` consent stands (asked of identity on each request), so browsers
   * revalidate it every time (a 304 after the check) and a withdrawn consent hides it at once.
   */
  @Get('photos/:kind/:id/:file')
  @Answers(
    { status: 200, contentType: 'image/webp', description: 'The photo.' },
    { status: 304, description: 'Unchanged since the `If-None-Match` version.' },
  )
  @SignedIn()
  async read(
    @Param('kind') kind: string,
    @Param('id') id: string,
    @Param('file') file: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
    @Caller() caller: CallerContext,
  ): Promise<void> {
    const photo = parseProfilePhotoUrl(`/api/photos/${kind}/${id}/${file}`);
    if (!photo || !(await this.mayView(photo.owner, caller))) throw new NotFoundException('Not found');
    const childsPhoto = photo.owner.kind === 'player';
    const etag = `"${photo.version}"`;
    const key = profilePhotoKey(photo.owner, photo.version);
    const notModified = request.headers['if-none-match'] === etag;
    // One storage call, whose answer is one version: a photo replaced or removed meanwhile is either
    // read whole or answered 404 (a stat and then a get could find it gone in between).
    const found = await (notModified ? this.storage.stat(key) : this.storage.get(key)).catch((error: unknown) => {
      if (error instanceof StorageError && error.reason === 'not-found') return null;
      throw error;
    });
    if (!found) throw new NotFoundException('Not found');
    void reply
      .header('etag', etag)
      .header('cache-control', childsPhoto ? 'private, no-cache' : 'private, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', USER_CONTENT_SECURITY_POLICY);
    if (!('stream' in found)) {
      void reply.status(304).send();
      return;
    }
    void reply
      .status(200)
      .header('content-type', 'image/webp')
      .header('content-length', String(found.size))
      .send(found.stream);
  }

  /**
   * A child's photo: to the player or to staff whose scope reaches the child (media's copy of the
   * memberships), and only while the `media` consent stands. Both are asked on every request.
   */
  private async mayView(owner: PhotoOwner, caller: CallerContext): Promise<boolean> {
    const visibility = profilePhotoVisibility(caller.actor, owner);
    if (visibility === 'hidden') return false;
    if (owner.kind === 'staff') return true;
    const [inScope, consented] = await Promise.all([
      visibility === 'visible' ||
        this.rpc.call('media.profile-photo.visible', { playerId: owner.id }, caller).then((answer) => answer.visible),
      this.consentGate.allows({ playerId: owner.id, requires: ['media'] }, caller.requestId),
    ]);
    return inScope && consented;
  }

  private async store(request: FastifyRequest, caller: CallerContext, playerId?: string) {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > PROFILE_PHOTO_MAX_BYTES)
      throw new PayloadTooLargeException(PROFILE_PHOTO_SIZE_MESSAGE);
    const uploadKey = `photo-uploads/${randomUUID()}`;
    try {
      await this.storage.put(uploadKey, request.raw, { maxBytes: PROFILE_PHOTO_MAX_BYTES });
      return await this.rpc.call('media.profile-photo.set', { ...(playerId ? { playerId } : {}), uploadKey }, caller, {
        timeoutMs: 15_000,
      });
    } catch (error) {
      if (error instanceof StorageError && error.reason === 'too-large')
        throw new PayloadTooLargeException(PROFILE_PHOTO_SIZE_MESSAGE);
      throw error;
    } finally {
      // media removes the parked upload itself; this covers a media that never answered.
      await this.storage.delete(uploadKey);
    }
  }
}
