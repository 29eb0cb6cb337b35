import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  type Actor,
  ErrorCode,
  type RpcRequest,
  type RpcRequestEnvelope,
  type RpcSubject,
  namespacedSubject,
  serviceOfSubject,
  serviceUnavailableMessage,
} from '@portal/contracts';
import { type NatsConnection, type Subscription, createInbox } from 'nats';
import { ServiceError } from '../errors';
import { currentRequestId } from '../logging';
import { encodeJson } from './connection';
import { type RpcCallContext, type RpcSigner, userTokenFor } from './rpc-client';
import { STREAM_CREDIT_WINDOW, type StreamCredit, type StreamFrame, decodeStreamFrame } from './rpc-stream-protocol';

export interface RpcStreamClientOptions {
  /** The credit subject of each service that streams (in rpcDefinitions). */
  creditSubjects: Partial<Record<string, RpcSubject>>;
  /** How long to wait for a frame while credit is out: longer means the service is gone. */
  timeoutMs: number;
  window?: number;
}

/**
 * Reads a streamed answer (see rpc-stream-protocol) into a Node stream. `open` resolves once the first
 * frame arrived, so a refusal (404, 403, 503) is thrown before the caller sends any header; after that
 * the stream errors (never ends quietly) if the service fails, disappears or stops answering, so an HTTP
 * response built on it is aborted rather than cut short looking complete.
 */
export class RpcStreamClient {
  private readonly window: number;

  constructor(
    private readonly connection: NatsConnection,
    private readonly namespace: string,
    private readonly signer: RpcSigner,
    private readonly options: RpcStreamClientOptions,
  ) {
    this.window = options.window ?? STREAM_CREDIT_WINDOW;
  }

  async open<S extends RpcSubject>(subject: S, data: RpcRequest<S>, context: RpcCallContext): Promise<Readable> {
    const service = serviceOfSubject(subject) ?? subject;
    const creditSubject = this.options.creditSubjects[service];
    if (!creditSubject) throw new Error(`No credit subject for the ${service} service`);
    const requestId = context.requestId ?? currentRequestId() ?? randomUUID();
    const frames = new FrameInbox(this.connection, this.inboxPrefix(), this.options.timeoutMs, service);
    const envelopeOf = <T>(payload: T): RpcRequestEnvelope<T> => ({
      data: payload,
      requestId,
      actorToken: this.actorTokenFor(context.actor),
    });
    let credits = 0;
    this.connection.publish(namespacedSubject(this.namespace, subject), encodeJson(envelopeOf(data)), {
      reply: frames.replySubject(credits),
    });
    let first: StreamFrame;
    try {
      first = await frames.next(0);
    } catch (error) {
      frames.close();
      throw error;
    }
    if (first.kind === 'error') {
      frames.close();
      throw ServiceError.fromPayload(first.error);
    }
    if (first.kind === 'end') {
      frames.close();
      return Readable.from([bufferOf(first.bytes)], { objectMode: false });
    }
    const { streamId, bytes: firstBytes } = first;
    if (!streamId) {
      frames.close();
      throw new ServiceError(ErrorCode.Internal, 'Stream without an id');
    }
    const sendCredit = (credit: Omit<StreamCredit, 'streamId'> = {}): void => {
      const message = encodeJson(envelopeOf<StreamCredit>({ streamId, ...credit }));
      const target = namespacedSubject(this.namespace, creditSubject);
      if (credit.cancel) this.connection.publish(target, message);
      else {
        credits += 1;
        this.connection.publish(target, message, { reply: frames.replySubject(credits) });
      }
    };
    const window = this.window;
    let finished = false;
    let closed = false;
    const release = (): void => {
      if (closed) return;
      closed = true;
      frames.close();
      if (!finished) sendCredit({ cancel: true });
    };
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let i = 0; i < window; i += 1) sendCredit();
      yield bufferOf(firstBytes);
      for (let seq = 1; ; seq += 1) {
        const frame = await frames.next(seq);
        if (frame.kind === 'error') {
          finished = true;
          throw ServiceError.fromPayload(frame.error);
        }
        if (frame.kind === 'end') {
          finished = true;
          yield bufferOf(frame.bytes);
          return;
        }
        // Credit for one more frame as this one goes to the reader: the window stays full while it reads.
        sendCredit();
        yield bufferOf(frame.bytes);
      }
    }
    const readable = Readable.from(chunks(), { objectMode: false, highWaterMark: 0 });
    // On 'close', however the stream ended: read to the end, failed, or destroyed by a reader that left
    // before the first read (when the generator never ran, so its own cleanup would not either).
    readable.once('close', release);
    return readable;
  }

  /** The same rule as RpcClient: the gateway signs the user it resolved; a service forwards its caller's token. */
  private actorTokenFor(actor: Actor | undefined): string {
    if (!actor) throw new Error('A stream is opened for a signed-in user');
    return userTokenFor(actor, this.signer);
  }

  /** Replies go to this process's own inbox prefix (the only one its NATS user may read). */
  private inboxPrefix(): string | undefined {
    return (this.connection as { options?: { inboxPrefix?: string } }).options?.inboxPrefix;
  }
}

/**
 * The frame's bytes as a Buffer over the same memory, not a copy: the nats client hands each message a
 * view of the socket chunk (or its own buffer) it arrived in, which nothing writes to again.
 */
function bufferOf(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * The frames of one stream, on an inbox of their own, handed out in order. A frame out of sequence, or
 * none within the timeout, is an error: the service broke the protocol or went away. Each message the
 * service answers names a reply subject of its own under the inbox: NATS's allow_responses lets a
 * responder publish once to a reply subject, however many messages named it.
 */
class FrameInbox {
  readonly inbox: string;
  private readonly subscription: Subscription;
  private readonly arrived: StreamFrame[] = [];
  private waiting?: { resolve: (frame: StreamFrame) => void; timer: NodeJS.Timeout };

  constructor(
    connection: NatsConnection,
    prefix: string | undefined,
    private readonly timeoutMs: number,
    private readonly service: string,
  ) {
    this.inbox = createInbox(prefix);
    this.subscription = connection.subscribe(`${this.inbox}.*`, {
      callback: (error, message) => {
        const frame: StreamFrame = error
          ? { kind: 'error', seq: -1, error: { code: ErrorCode.Unavailable, message: this.unavailable() } }
          : decodeStreamFrame(message.data, message.headers);
        const waiting = this.waiting;
        if (waiting) {
          this.waiting = undefined;
          clearTimeout(waiting.timer);
          waiting.resolve(frame);
        } else {
          this.arrived.push(frame);
        }
      },
    });
  }

  replySubject(message: number): string {
    return `${this.inbox}.${message}`;
  }

  next(seq: number): Promise<StreamFrame> {
    const ready = this.arrived.shift();
    const inOrder = (frame: StreamFrame): StreamFrame =>
      frame.kind === 'error' || frame.seq === seq
        ? frame
        : { kind: 'error', seq, error: { code: ErrorCode.Internal, message: 'Stream frame out of order' } };
    if (ready) return Promise.resolve(inOrder(ready));
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.waiting = undefined;
        resolve({ kind: 'error', seq, error: { code: ErrorCode.Unavailable, message: this.unavailable() } });
      }, this.timeoutMs);
      this.waiting = { resolve: (frame) => resolve(inOrder(frame)), timer };
    });
  }

  close(): void {
    if (this.waiting) clearTimeout(this.waiting.timer);
    this.waiting = undefined;
    this.subscription.unsubscribe();
  }

  private unavailable(): string {
    return serviceUnavailableMessage(this.service);
  }
}
