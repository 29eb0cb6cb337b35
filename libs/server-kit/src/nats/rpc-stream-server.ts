import { randomUUID } from 'node:crypto';
import {
  type Caller,
  ErrorCode,
  GENERIC_MESSAGES,
  type RpcErrorPayload,
  type RpcRequestEnvelope,
  type RpcSubject,
  type ServiceName,
  namespacedSubject,
  rpcDefinitions,
  rpcQueueGroup,
  serviceUnavailableMessage,
} from '@portal/contracts';
import type { Msg, NatsConnection, Subscription } from 'nats';
import type { Logger } from 'pino';
import { ServiceError, parseOrThrow } from '../errors';
import { runWithRequestId } from '../logging';
import { authorizeRpc } from './access';
import type { ActorTokens } from './actor-token';
import { runAsIncomingCaller } from './caller-context';
import { decodeJson } from './connection';
import type { RpcCallFor } from './rpc-handler';
import {
  STREAM_CHUNK_BYTES,
  type StreamCredit,
  type StreamFrame,
  chunksOf,
  encodeStreamFrame,
} from './rpc-stream-protocol';

/** What a stream handler returns once it has checked the caller may read: the bytes, pulled as credit comes. */
export type RpcStreamSource = AsyncIterable<string | Uint8Array>;

export type RpcStreamHandler<S extends RpcSubject> = (call: RpcCallFor<S>) => Promise<RpcStreamSource>;

export interface RpcStreamServerOptions {
  connection: NatsConnection;
  namespace: string;
  service: ServiceName;
  logger: Logger;
  /** The same verifier the RPC transport uses: every open and every credit carries a signed actor token. */
  actorTokens: ActorTokens;
  /** This service's credit subject (in rpcDefinitions, access 'authenticated'). */
  creditSubject: RpcSubject;
  chunkBytes?: number;
  /** A stream no credit arrived for this long is dropped (its reader went away without a word). */
  idleTimeoutMs?: number;
}

const DEFAULT_IDLE_TIMEOUT_MS = 30_000;

interface OpenStream {
  id: string;
  subject: string;
  requestId: string;
  verified: { token: string; caller: Caller };
  chunks: AsyncIterator<Uint8Array>;
  /** The chunk read ahead of the next frame, so a frame knows whether it is the last. */
  ahead: Uint8Array;
  seq: number;
  credits: Msg[];
  sending: boolean;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Serves streamed answers (see rpc-stream-protocol): the open request goes to one replica (the service's
 * queue group), which checks the actor token and the payload exactly as the RPC transport does, runs the
 * handler (which checks access: a refusal is the first and only frame) and answers with the first chunk.
 * Credits reach every replica; only the one holding the stream answers, one frame per credit, and only for
 * the same caller that opened it. Memory per stream: the chunk being sent and the one read ahead.
 */
export class RpcStreamServer {
  private readonly subscriptions: Subscription[] = [];
  private readonly streams = new Map<string, OpenStream>();
  private readonly chunkBytes: number;
  private readonly idleTimeoutMs: number;

  constructor(private readonly options: RpcStreamServerOptions) {
    this.chunkBytes = options.chunkBytes ?? STREAM_CHUNK_BYTES;
    this.idleTimeoutMs = options.idleTimeoutMs ?? DEFAULT_IDLE_TIMEOUT_MS;
    const { connection, namespace, creditSubject } = options;
    this.assertServes(creditSubject);
    // No queue group: a credit must reach the replica that holds its stream, whichever that is.
    this.subscriptions.push(
      connection.subscribe(namespacedSubject(namespace, creditSubject), {
        callback: (error, message) => {
          if (!error) this.onCredit(message);
        },
      }),
    );
  }

  /** Serves one streamed subject; its handler checks access and returns the bytes to send. */
  serve<S extends RpcSubject>(subject: S, handler: RpcStreamHandler<S>): void {
    this.assertServes(subject);
    const { connection, namespace, service } = this.options;
    this.subscriptions.push(
      connection.subscribe(namespacedSubject(namespace, subject), {
        queue: rpcQueueGroup(namespace, service),
        callback: (error, message) => {
          if (!error) void this.onOpen(subject, message, handler as RpcStreamHandler<RpcSubject>);
        },
      }),
    );
  }

  /** How many streams this replica holds open (for tests and metrics). */
  get openStreams(): number {
    return this.streams.size;
  }

  /** Stops taking streams; each open one ends with UNAVAILABLE on its next credit (or its reader's timeout). */
  async close(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.drain().catch(() => undefined)));
    for (const stream of [...this.streams.values()]) {
      this.fail(stream, { code: ErrorCode.Unavailable, message: serviceUnavailableMessage(this.options.service) });
    }
  }

  private assertServes(subject: RpcSubject): void {
    if (!subject.startsWith(`${this.options.service}.`)) {
      throw new Error(`The ${this.options.service} service cannot serve "${subject}"`);
    }
  }

  private async onOpen(subject: RpcSubject, message: Msg, handler: RpcStreamHandler<RpcSubject>): Promise<void> {
    let envelope: Partial<RpcRequestEnvelope>;
    try {
      envelope = decodeJson(message.data) as Partial<RpcRequestEnvelope>;
    } catch {
      this.send(message, {
        kind: 'error',
        seq: 0,
        error: { code: ErrorCode.Validation, message: 'Malformed request' },
      });
      return;
    }
    const requestId = typeof envelope.requestId === 'string' ? envelope.requestId.slice(0, 128) : '';
    await runWithRequestId(requestId, async () => {
      const definition = rpcDefinitions[subject];
      let stream: OpenStream | undefined;
      try {
        const { actor, verified } = authorizeRpc(
          subject,
          definition.access,
          envelope.actorToken,
          this.options.actorTokens,
          (reason) => this.options.logger.warn({ subject, reason }, 'stream refused: actor token not accepted'),
        );
        // A user's stream only: the credits that follow must come from the same user.
        if (!verified || verified.caller.kind !== 'user') throw ServiceError.forbidden();
        const data = parseOrThrow(definition.request, envelope.data ?? {});
        const call = { data, actor, requestId } as RpcCallFor<RpcSubject>;
        const source = await runAsIncomingCaller(verified, () => handler(call));
        const chunks = chunksOf(source, this.chunkBytes)[Symbol.asyncIterator]();
        const first = await runAsIncomingCaller(verified, () => chunks.next());
        if (first.done) {
          this.send(message, { kind: 'end', seq: 0, bytes: new Uint8Array(0) });
          return;
        }
        stream = {
          id: randomUUID(),
          subject,
          requestId,
          verified,
          chunks,
          ahead: first.value,
          seq: 0,
          credits: [message],
          sending: false,
        };
      } catch (error) {
        this.send(message, { kind: 'error', seq: 0, error: this.payloadOf(error, subject) });
        return;
      }
      this.streams.set(stream.id, stream);
      await this.pump(stream);
    });
  }

  private onCredit(message: Msg): void {
    let envelope: Partial<RpcRequestEnvelope<Partial<StreamCredit>>>;
    try {
      envelope = decodeJson(message.data) as Partial<RpcRequestEnvelope<Partial<StreamCredit>>>;
    } catch {
      return;
    }
    const stream = typeof envelope.data?.streamId === 'string' ? this.streams.get(envelope.data.streamId) : undefined;
    // Another replica's stream (or one already over): that replica answers, or the reader times out.
    if (!stream) return;
    const { creditSubject } = this.options;
    try {
      const { verified } = authorizeRpc(
        creditSubject,
        rpcDefinitions[creditSubject].access,
        envelope.actorToken,
        this.options.actorTokens,
        (reason) => this.options.logger.warn({ subject: creditSubject, reason }, 'stream credit refused'),
      );
      if (!verified || !sameCaller(verified.caller, stream.verified.caller)) throw ServiceError.forbidden();
    } catch (error) {
      // Someone other than the opener names the stream: it ends for both.
      this.options.logger.warn({ subject: stream.subject }, 'stream credit from another caller: stream dropped');
      this.send(message, { kind: 'error', seq: stream.seq, error: this.payloadOf(error, creditSubject) });
      this.fail(stream, { code: ErrorCode.Forbidden, message: 'Stream closed' });
      return;
    }
    if (envelope.data?.cancel) {
      this.drop(stream);
      return;
    }
    stream.credits.push(message);
    void this.pump(stream);
  }

  /** Sends one frame per credit, reading the next chunk ahead, until credit runs out or the source ends. */
  private async pump(stream: OpenStream): Promise<void> {
    if (stream.sending) return;
    stream.sending = true;
    clearTimeout(stream.idleTimer);
    try {
      for (let credit = stream.credits.shift(); credit; credit = stream.credits.shift()) {
        const current = stream.ahead;
        let next: IteratorResult<Uint8Array>;
        try {
          next = await runWithRequestId(stream.requestId, () =>
            runAsIncomingCaller(stream.verified, () => stream.chunks.next()),
          );
        } catch (error) {
          this.send(credit, { kind: 'error', seq: stream.seq, error: this.payloadOf(error, stream.subject) });
          this.drop(stream);
          return;
        }
        const last = next.done === true;
        this.send(credit, {
          kind: last ? 'end' : 'data',
          seq: stream.seq,
          bytes: current,
          ...(stream.seq === 0 && !last ? { streamId: stream.id } : {}),
        });
        stream.seq += 1;
        if (last) {
          this.drop(stream);
          return;
        }
        stream.ahead = next.value;
        if (!this.streams.has(stream.id)) return;
      }
    } finally {
      stream.sending = false;
    }
    stream.idleTimer = setTimeout(() => {
      this.options.logger.warn({ subject: stream.subject, seq: stream.seq }, 'stream reader idle: stream dropped');
      this.drop(stream);
    }, this.idleTimeoutMs);
    stream.idleTimer.unref();
  }

  private fail(stream: OpenStream, error: RpcErrorPayload): void {
    for (const credit of stream.credits.splice(0)) this.send(credit, { kind: 'error', seq: stream.seq, error });
    this.drop(stream);
  }

  private drop(stream: OpenStream): void {
    if (!this.streams.delete(stream.id)) return;
    clearTimeout(stream.idleTimer);
    stream.credits = [];
    void stream.chunks.return?.(undefined).catch(() => undefined);
  }

  private send(message: Msg, frame: StreamFrame): void {
    if (!message.reply) return;
    const { payload, headers } = encodeStreamFrame(frame);
    message.respond(payload, { headers });
  }

  private payloadOf(error: unknown, subject: string): RpcErrorPayload {
    if (error instanceof ServiceError) return error.toPayload();
    this.options.logger.error({ err: error, subject }, 'stream handler failed');
    return { code: ErrorCode.Internal, message: GENERIC_MESSAGES.internal };
  }
}

/** Streams are opened by users only, so a credit must come from that same user. */
function sameCaller(a: Caller, b: Caller): boolean {
  if (a.kind !== 'user' || b.kind !== 'user') return false;
  return a.actor.userId === b.actor.userId && a.actor.role === b.actor.role && a.actor.playerId === b.actor.playerId;
}
