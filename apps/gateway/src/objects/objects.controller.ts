import {
  Controller,
  ForbiddenException,
  Get,
  HttpCode,
  HttpException,
  Inject,
  NotFoundException,
  Param,
  PayloadTooLargeException,
  Post,
  Put,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import { SERVED_TYPE_HEAD_BYTES, servedTypeOf } from '@portal/contracts';
import {
  type ObjectStorage,
  RpcClient,
  type StorageConfig,
  StorageError,
  parseRangeHeader,
  readObjectHead,
  verifyGrant,
} from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PlayerOrGuardian, Public, SignedIn } from '../access/access-rule';
import { Caller, type CallerContext, TargetPlayer } from '../access/request-context';
import { MediaConsentGate } from './media-consent.gate';
import { InjectGatewayStorage, STORAGE_CONFIG } from './object-storage.provider';
import { userContentHeaders } from './user-content-headers';
import { Accepts, Answers } from '../openapi/answers.decorator';
import { z } from 'zod';

const REFUSALS = {
  malformed: 'This upload URL is not valid',
  tampered: 'This upload URL is not valid',
  expired: 'This upload URL has expired',
  'wrong-purpose': 'This URL cannot be used for that',
} as const;

/** A player's media whose consent was withdrawn: refused at once, whatever the link's expiry. */
export const CONSENT_WITHDRAWN_MESSAGE = 'This link is no longer available';
/**
 * A player's media whose URL was issued to someone who no longer reaches the player (removed from the
 * squad, deactivated, another role): refused at once, whatever the link's expiry.
 */
export const VIEWER_OUT_OF_SCOPE_MESSAGE = 'This link is no longer valid for you';

/** Spec §7's upload URL and the local driver's signed object URLs (S3 URLs point at the bucket instead). */
@Controller('objects')
export class ObjectsController {
  constructor(
    private readonly rpc: RpcClient,
    @InjectGatewayStorage() private readonly storage: ObjectStorage,
    @Inject(STORAGE_CONFIG) private readonly storageConfig: StorageConfig,
    private readonly consentGate: MediaConsentGate,
  ) {}

  /**
   * `{uploadURL}`: signed, bound to the signed-in user, 15 minutes, at most 2 GB; for the player's own
   * video, or a parent's child's (`?playerId=`).
   */
  @Post('upload')
  @Answers('media.upload.create')
  @HttpCode(200)
  @PlayerOrGuardian()
  createUploadUrl(@TargetPlayer() playerId: string, @Caller() caller: CallerContext): Promise<{ uploadURL: string }> {
    return this.rpc.call('media.upload.create', { playerId }, caller);
  }

  /** The file itself, streamed to storage. A used, expired, tampered or foreign URL is 403 and keeps nothing. */
  @Put('*')
  @Accepts({
    rawBody: {
      contentTypes: ['application/octet-stream'],
      description: 'The file, to the signed URL `POST /api/objects/upload` gave.',
    },
  })
  @Answers(z.object({ size: z.number().int().nonnegative() }))
  @HttpCode(200)
  @SignedIn()
  async upload(
    @Param('*') keyParam: string | string[],
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Caller() caller: CallerContext,
  ): Promise<{ size: number }> {
    const key = this.localKey(keyParam);
    const check = verifyGrant(key, query, 'put', this.storageConfig.STORAGE_SIGNING_SECRET, Date.now() / 1000);
    if (!check.ok) throw new ForbiddenException(REFUSALS[check.reason]);
    if (check.grant.userId !== caller.actor.userId)
      throw new ForbiddenException('This upload URL belongs to someone else');
    const maxBytes = check.grant.maxBytes ?? 0;
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(maxBytes);
    try {
      // The declared Content-Type is ignored: storage keeps the type the file's own bytes give.
      const stored = await this.storage.put(key, request.raw, { maxBytes, ifAbsent: true });
      return { size: stored.size };
    } catch (error) {
      if (error instanceof StorageError && error.reason === 'exists')
        throw new ForbiddenException('This upload URL was already used');
      if (error instanceof StorageError && error.reason === 'too-large') throw tooLarge(maxBytes);
      throw error;
    }
  }

  /**
   * A signed download with HTTP Range, so players can seek. The type comes from the object's own first
   * bytes and the allow-list (never the stored or declared type, and the same for every range), and
   * the response is sandboxed: see userContentHeaders.
   */
  @Get('*')
  @Answers(
    { status: 200, contentType: 'application/octet-stream', description: 'The object (its type from its own bytes).' },
    { status: 206, contentType: 'application/octet-stream', description: 'The requested range.' },
    { status: 416, description: 'The range lies outside the object.' },
    {
      status: 403,
      error: true,
      description: 'The link is not valid or has expired, or the consent it depends on was withdrawn.',
    },
  )
  @Public()
  async download(
    @Param('*') keyParam: string | string[],
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const key = this.localKey(keyParam);
    const check = verifyGrant(key, query, 'get', this.storageConfig.STORAGE_SIGNING_SECRET, Date.now() / 1000);
    if (!check.ok)
      throw new ForbiddenException(check.reason === 'expired' ? 'This link has expired' : 'This link is not valid');
    if (check.grant.consent) {
      const answer = await this.consentGate.check(check.grant.consent, request.id);
      if (!answer.granted)
        throw new ForbiddenException(
          answer.reason === 'viewer' ? VIEWER_OUT_OF_SCOPE_MESSAGE : CONSENT_WITHDRAWN_MESSAGE,
        );
    }
    const info = await this.storage.stat(key);
    if (!info) throw new NotFoundException('Not found');
    const range = parseRangeHeader(request.headers.range, info.size);
    if (range === 'unsatisfiable') {
      void reply.status(416).header('content-range', `bytes */${info.size}`).send();
      return;
    }
    const served = servedTypeOf(await readObjectHead(this.storage, key, SERVED_TYPE_HEAD_BYTES));
    const read = await this.storage.get(key, range ?? undefined);
    const length = range ? range.end - range.start + 1 : info.size;
    void reply
      .status(range ? 206 : 200)
      .headers(userContentHeaders(served, check.grant.downloadName))
      .header('content-length', String(length))
      .header('accept-ranges', 'bytes')
      // A consent-bound object is asked for again each time, so a withdrawal or a lost scope also
      // reaches a browser's cache.
      .header('cache-control', check.grant.consent ? 'private, no-cache' : 'private, max-age=3600');
    if (range) void reply.header('content-range', `bytes ${range.start}-${range.end}/${info.size}`);
    void reply.send(read.stream);
  }

  private localKey(param: string | string[]): string {
    if (this.storage.driver !== 'local') throw new NotFoundException('Not found');
    const key = Array.isArray(param) ? param.join('/') : param;
    if (!/^[a-zA-Z0-9._/-]+$/.test(key) || key.includes('..')) throw new NotFoundException('Not found');
    return key;
  }
}

function tooLarge(maxBytes: number): HttpException {
  return new PayloadTooLargeException(
    `The file is larger than the ${Math.round(maxBytes / 1024 / 1024)} MB this upload allows`,
  );
}
