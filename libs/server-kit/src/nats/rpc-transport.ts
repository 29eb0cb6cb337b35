import { type CustomTransportStrategy, type MessageHandler, Server } from '@nestjs/microservices';
import {
  ErrorCode,
  GENERIC_MESSAGES,
  type RpcReplyEnvelope,
  type RpcRequestEnvelope,
  type ServiceName,
  isRpcSubject,
  namespacedSubject,
  rpcDefinitions,
  rpcQueueGroup,
} from '@portal/contracts';
import type { Msg, NatsConnection, Subscription } from 'nats';
import type { Logger } from 'pino';
import { lastValueFrom, isObservable } from 'rxjs';
import { ServiceError, parseOrThrow } from '../errors';
import {
  IDEMPOTENCY_MESSAGES,
  IdempotencyKeyTaken,
  type IdempotencyRecords,
  type IdempotentRpc,
  decideOnRecord,
  parseIdempotencyKey,
  requestFingerprint,
  runIdempotentRpc,
} from '../idempotency';
import { runWithRequestId } from '../logging';
import { authorizeRpc } from './access';
import type { ActorTokens } from './actor-token';
import { runAsIncomingCaller } from './caller-context';
import { connectNats, decodeJson, encodeJson } from './connection';
import type { NatsClientSecurity } from './credentials';
import type { RpcCall } from './rpc-handler';
import { observeRpcHandling } from './rpc-observability';

export interface NatsRpcTransportOptions {
  natsUrl: string;
  namespace: string;
  service: ServiceName;
  logger: Logger;
  /** Verifies the signed actor of every request before its handler runs. */
  actorTokens: ActorTokens;
  /** The process's NATS credentials, inbox and TLS (none: an open connection, warned about). */
  security?: NatsClientSecurity;
}

/**
 * Nest transport serving this service's subjects from `rpcDefinitions` on NATS, in a queue group so
 * replicas share the load. It validates the actor and payload before a handler runs and validates
 * the reply against the contract, so nothing outside the contract (or a stack trace) leaves.
 */
export class NatsRpcTransport extends Server implements CustomTransportStrategy {
  private connection?: NatsConnection;
  private readonly subscriptions: Subscription[] = [];
  private readonly inFlight = new Set<Promise<void>>();
  private idempotencyRecords?: IdempotencyRecords;

  constructor(private readonly options: NatsRpcTransportOptions) {
    super();
  }

  /** Where requests with an Idempotency-Key are recorded (the service's database); set before listen. */
  useIdempotencyRecords(records: IdempotencyRecords): void {
    this.idempotencyRecords = records;
  }

  async listen(callback: (error?: unknown) => void): Promise<void> {
    try {
      const { natsUrl, namespace, service, logger } = this.options;
      this.connection = await connectNats(natsUrl, `${namespace}-${service}`, logger, this.options.security);
      for (const [pattern, handler] of this.messageHandlers) {
        this.assertServes(pattern);
        const subscription = this.connection.subscribe(namespacedSubject(namespace, pattern), {
          queue: rpcQueueGroup(namespace, service),
        });
        this.subscriptions.push(subscription);
        void this.serve(subscription, pattern, handler);
      }
      // A flush makes sure the server knows every subscription before we report ready.
      await this.connection.flush();
      logger.info({ subjects: [...this.messageHandlers.keys()] }, 'serving RPC subjects');
      callback();
    } catch (error) {
      callback(error);
    }
  }

  /** Stops taking requests, lets the ones in flight finish, then drains the connection. */
  async close(): Promise<void> {
    await Promise.all(this.subscriptions.map((subscription) => subscription.drain().catch(() => undefined)));
    await Promise.allSettled([...this.inFlight]);
    if (this.connection && !this.connection.isClosed()) await this.connection.drain().catch(() => undefined);
  }

  on(): void {
    // Connection status is logged by connectNats; there are no other events to expose.
  }

  unwrap<T>(): T {
    if (!this.connection) throw new Error('NATS transport is not listening');
    return this.connection as T;
  }

  private assertServes(pattern: string): void {
    if (!isRpcSubject(pattern)) throw new Error(`Handler for unknown subject "${pattern}": add it to rpcDefinitions`);
    if (!pattern.startsWith(`${this.options.service}.`)) {
      throw new Error(`The ${this.options.service} service cannot serve "${pattern}"`);
    }
  }

  private async serve(subscription: Subscription, subject: string, handler: MessageHandler): Promise<void> {
    for await (const message of subscription) {
      const work = this.handle(message, subject, handler);
      this.inFlight.add(work);
      void work.finally(() => this.inFlight.delete(work));
    }
  }

  private async handle(message: Msg, subject: string, handler: MessageHandler): Promise<void> {
    let envelope: Partial<RpcRequestEnvelope>;
    try {
      envelope = decodeJson(message.data) as Partial<RpcRequestEnvelope>;
    } catch {
      this.reply(message, { ok: false, error: { code: ErrorCode.Validation, message: 'Malformed request' } });
      return;
    }
    const requestId = typeof envelope.requestId === 'string' ? envelope.requestId.slice(0, 128) : undefined;
    await runWithRequestId(requestId, async () => {
      const started = process.hrtime.bigint();
      const reply = await observeRpcHandling(subject, envelope.traceparent, () =>
        this.invoke(subject, envelope, requestId ?? '', handler),
      );
      this.reply(message, reply, subject);
      const durationMs = Number(process.hrtime.bigint() - started) / 1e6;
      this.options.logger.debug({ subject, ok: reply.ok, durationMs }, 'rpc handled');
    });
  }

  private async invoke(
    subject: string,
    envelope: Partial<RpcRequestEnvelope>,
    requestId: string,
    handler: MessageHandler,
  ): Promise<RpcReplyEnvelope> {
    const definition = rpcDefinitions[subject as keyof typeof rpcDefinitions];
    try {
      const { actor, verified } = authorizeRpc(
        subject,
        definition.access,
        envelope.actorToken,
        this.options.actorTokens,
        (reason) => this.options.logger.warn({ subject, reason }, 'rpc refused: actor token not accepted'),
      );
      const data = parseOrThrow(definition.request, envelope.data ?? {});
      const call: RpcCall<never> = { data: data as never, actor, requestId };
      const run = async (): Promise<unknown> => {
        const returned: unknown = await runAsIncomingCaller(verified, () => handler(call));
        return isObservable(returned) ? await lastValueFrom(returned) : returned;
      };
      const idempotent =
        verified?.caller.kind === 'user'
          ? this.idempotentRpcOf(subject, envelope.idempotencyKey, actor, data)
          : undefined;
      const checkReply = (result: unknown): RpcReplyEnvelope => {
        const checked = definition.response.safeParse(result);
        if (checked.success) return { ok: true, data: checked.data };
        this.options.logger.error({ subject, issues: checked.error.issues }, 'handler reply breaks the contract');
        return { ok: false, error: { code: ErrorCode.Internal, message: GENERIC_MESSAGES.internal } };
      };
      if (!idempotent || !this.idempotencyRecords) return checkReply(await run());
      return await this.invokeOnce(idempotent, this.idempotencyRecords, run, checkReply);
    } catch (error) {
      if (error instanceof ServiceError) return { ok: false, error: error.toPayload() };
      this.options.logger.error({ err: error, subject }, 'rpc handler failed');
      return { ok: false, error: { code: ErrorCode.Internal, message: GENERIC_MESSAGES.internal } };
    }
  }

  private idempotentRpcOf(
    subject: string,
    rawKey: unknown,
    actor: { userId: string } | undefined,
    data: unknown,
  ): IdempotentRpc | undefined {
    if (rawKey === undefined || !actor) return undefined;
    const parsed = typeof rawKey === 'string' ? parseIdempotencyKey(rawKey) : undefined;
    if (!parsed?.ok) throw new ServiceError(ErrorCode.Validation, parsed?.message ?? 'Malformed Idempotency-Key');
    return { userId: actor.userId, subject, key: parsed.key, fingerprint: requestFingerprint(subject, data) };
  }

  /**
   * A request with an Idempotency-Key: a key already answered for the same request gets that answer
   * again; otherwise the handler runs and its change records the key in its own transaction (see
   * `claimIdempotencyKey`), so a repeat arriving after a lost reply (the caller's timeout) or at the
   * same time commits nothing a second time.
   */
  private async invokeOnce(
    rpc: IdempotentRpc,
    records: IdempotencyRecords,
    run: () => Promise<unknown>,
    checkReply: (result: unknown) => RpcReplyEnvelope,
  ): Promise<RpcReplyEnvelope> {
    const answerFromRecord = async (): Promise<RpcReplyEnvelope | undefined> => {
      const decision = decideOnRecord(await records.find(rpc), rpc.fingerprint);
      switch (decision.kind) {
        case 'proceed':
          return undefined;
        case 'replay':
          return checkReply(decision.answer.data);
        case 'key-reused':
          throw new ServiceError(ErrorCode.IdempotencyKeyReused, IDEMPOTENCY_MESSAGES.keyReused);
        case 'in-flight':
          throw ServiceError.conflict(IDEMPOTENCY_MESSAGES.inFlight);
      }
    };
    const earlier = await answerFromRecord();
    if (earlier) return earlier;
    let outcome: { result: unknown; claimed: boolean };
    try {
      outcome = await runIdempotentRpc(rpc, run);
    } catch (error) {
      if (!(error instanceof IdempotencyKeyTaken)) throw error;
      return (
        (await answerFromRecord()) ?? {
          ok: false,
          error: ServiceError.conflict(IDEMPOTENCY_MESSAGES.inFlight).toPayload(),
        }
      );
    }
    const reply = checkReply(outcome.result);
    if (outcome.claimed && reply.ok) {
      await records.saveAnswer(rpc, reply.data).catch((error: unknown) => {
        this.options.logger.error(
          { err: error, subject: rpc.subject },
          'could not record the answer of an idempotent request',
        );
      });
    }
    return reply;
  }

  /**
   * Sends the reply; one larger than the server's max_payload (which NATS would refuse, leaving the
   * caller to time out) is replaced by REPLY_TOO_LARGE, so a caller asking for a batch can ask for less.
   */
  private reply(message: Msg, reply: RpcReplyEnvelope, subject?: string): void {
    if (!message.reply) return;
    const encoded = encodeJson(reply);
    const limit = this.connection?.info?.max_payload;
    if (limit && encoded.length > limit) {
      this.options.logger.warn({ subject, bytes: encoded.length, limit }, 'rpc reply larger than NATS carries');
      message.respond(
        encodeJson({
          ok: false,
          error: {
            code: ErrorCode.ReplyTooLarge,
            message: `The answer (${encoded.length} bytes) is larger than ${limit} bytes`,
          },
        }),
      );
      return;
    }
    message.respond(encoded);
  }
}
