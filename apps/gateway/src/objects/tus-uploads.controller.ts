import {
  All,
  Controller,
  ForbiddenException,
  Inject,
  type OnModuleDestroy,
  type OnModuleInit,
  Req,
  Res,
} from '@nestjs/common';
import { CONFIG, type ObjectStorage, type StorageConfig } from '@portal/server-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { SignedIn } from '../access/access-rule';
import { Caller, type CallerContext } from '../access/request-context';
import type { GatewayConfig } from '../gateway-config';
import { InjectGatewayStorage, STORAGE_CONFIG } from './object-storage.provider';
import { type TusUploads, createTusUploads, grantOfMetadata } from './tus-uploads';
import { originalContentType } from './upload-body';
import { z } from 'zod';
import { Accepts, Answers } from '../openapi/answers.decorator';

function metadataOf(header: string | undefined): Record<string, string> {
  const metadata: Record<string, string> = {};
  for (const pair of (header ?? '').split(',')) {
    const [key, value] = pair.trim().split(' ');
    if (key) metadata[key] = value ? Buffer.from(value, 'base64').toString('utf8') : '';
  }
  return metadata;
}

/** tus resumable uploads: only the signed-in user the upload URL was signed for may create or continue one. */
/** tus 1.0 asks every request but OPTIONS for its version; without it tus answers 412. */
const TUS_HEADERS = [
  {
    name: 'Tus-Resumable',
    schema: z.literal('1.0.0'),
    required: true,
    description: 'The tus version, `1.0.0` (not needed on OPTIONS).',
  },
];
const TUS_PRECONDITION = {
  status: 412,
  contentType: 'text/plain',
  description: 'No `Tus-Resumable: 1.0.0` header (tus answers in plain text).',
};

@Controller('objects/tus')
export class TusUploadsController implements OnModuleInit, OnModuleDestroy {
  private tus?: TusUploads;
  private sweeper?: NodeJS.Timeout;

  constructor(
    @InjectGatewayStorage() private readonly storage: ObjectStorage,
    @Inject(STORAGE_CONFIG) private readonly storageConfig: StorageConfig,
    @Inject(CONFIG) private readonly config: GatewayConfig,
  ) {}

  async onModuleInit(): Promise<void> {
    this.tus = await createTusUploads(this.storage, this.storageConfig, this.config.PORTAL_NAMESPACE);
    // Every replica sweeps the shared directory; deleting an already deleted partial is harmless.
    this.sweeper = setInterval(() => void this.tus?.store.deleteExpired().catch(() => undefined), 60 * 60 * 1000);
    this.sweeper.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.sweeper);
  }

  @All()
  @Accepts({
    headers: TUS_HEADERS,
    plainTextErrors: true,
    rawBody: {
      contentTypes: ['application/offset+octet-stream'],
      description: 'tus 1.0 creation (POST, `Upload-Metadata` from the signed upload URL)',
    },
  })
  @Answers(
    {
      status: 201,
      description: "tus: the upload is created (`Location`), or the server's tus options.",
      headers: { Location: "The upload's URL.", 'Tus-Resumable': 'The tus version, 1.0.0.' },
    },
    { status: 204, description: 'tus: options or a deleted upload.' },
    TUS_PRECONDITION,
  )
  @SignedIn()
  create(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Caller() caller: CallerContext) {
    if (request.method === 'POST') {
      const check = grantOfMetadata(
        metadataOf(request.headers['upload-metadata'] as string | undefined),
        this.storageConfig.STORAGE_SIGNING_SECRET,
        Date.now() / 1000,
      );
      if (check.ok && check.grant.userId !== caller.actor.userId)
        throw new ForbiddenException('This upload URL belongs to someone else');
    }
    return this.handOver(request, reply);
  }

  @All('*')
  @Accepts({
    headers: TUS_HEADERS,
    plainTextErrors: true,
    rawBody: {
      contentTypes: ['application/offset+octet-stream'],
      description: 'tus 1.0: the next bytes of the upload (PATCH)',
    },
  })
  @Answers(
    {
      status: 200,
      description: "tus: the upload's offset (HEAD).",
      headers: { 'Upload-Offset': 'Bytes received so far.' },
    },
    {
      status: 204,
      description: 'tus: bytes accepted (PATCH), options, or a deleted upload.',
      headers: { 'Upload-Offset': 'Bytes received so far.' },
    },
    TUS_PRECONDITION,
  )
  @SignedIn()
  async resume(@Req() request: FastifyRequest, @Res() reply: FastifyReply, @Caller() caller: CallerContext) {
    const id = request.url.split('?')[0]!.split('/').pop() ?? '';
    const upload = await this.tus!.store.getUpload(id).catch(() => undefined);
    if (upload) {
      const check = grantOfMetadata(upload.metadata ?? undefined, this.storageConfig.STORAGE_SIGNING_SECRET, 0);
      if (!check.ok || check.grant.userId !== caller.actor.userId)
        throw new ForbiddenException('This upload belongs to someone else');
    }
    return this.handOver(request, reply);
  }

  private async handOver(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const original = originalContentType(request.raw);
    if (original) request.raw.headers['content-type'] = original;
    else delete request.raw.headers['content-type'];
    reply.hijack();
    await this.tus!.server.handle(request.raw, reply.raw);
  }
}
