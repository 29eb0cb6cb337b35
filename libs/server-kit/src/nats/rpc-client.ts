import { randomUUID } from 'node:crypto';
import {
  type Actor,
  ErrorCode,
  type RpcReplyEnvelope,
  type RpcRequest,
  type RpcRequestEnvelope,
  type RpcResponse,
  type RpcSubject,
  type TokenIssuer,
  namespacedSubject,
  serviceOfSubject,
  serviceUnavailableMessage,
} from '@portal/contracts';
import { ErrorCode as NatsErrorCode, type NatsConnection, NatsError } from 'nats';
import { ServiceError } from '../errors';
import { currentRequestId } from '../logging';
import { rpcOutcomeOfReply, rpcOutcomeOfTransportError } from '../metrics';
import type { ActorTokens } from './actor-token';
import { incomingCaller } from './caller-context';
import { decodeJson, encodeJson } from './connection';
import { observeRpcCall } from './rpc-observability';

export interface RpcCallContext {
  /** The signed-in user the call is for: signed by the gateway, forwarded as received by a service. */
  actor?: Actor;
  /** A service calling as itself (only on the subjects `serviceRpcCalls` grants it). */
  asService?: boolean;
  requestId?: string;
  /** The client's Idempotency-Key (parsed by the gateway): the service commits the change once per key. */
  idempotencyKey?: string;
}

/** Who this client signs as: the gateway (for users) or a service (for itself). */
export interface RpcSigner {
  issuer: TokenIssuer;
  tokens: ActorTokens;
}

export interface RpcCallOptions {
  timeoutMs?: number;
}

/** Typed request/reply over NATS. A missing or slow service becomes UNAVAILABLE, never a hang. */
export class RpcClient {
  constructor(
    private readonly connection: NatsConnection,
    private readonly namespace: string,
    private readonly defaultTimeoutMs: number,
    private readonly signer?: RpcSigner,
  ) {}

  async call<S extends RpcSubject>(
    subject: S,
    data: RpcRequest<S>,
    context: RpcCallContext = {},
    options: RpcCallOptions = {},
  ): Promise<RpcResponse<S>> {
    const observation = observeRpcCall(subject);
    const actorToken = this.actorTokenFor(context);
    const envelope: RpcRequestEnvelope = {
      data,
      requestId: context.requestId ?? currentRequestId() ?? randomUUID(),
      ...(actorToken ? { actorToken } : {}),
      ...(context.idempotencyKey ? { idempotencyKey: context.idempotencyKey } : {}),
      ...observation.envelopeFields,
    };
    const service = serviceOfSubject(subject) ?? subject;
    let reply: RpcReplyEnvelope<RpcResponse<S>>;
    try {
      const message = await this.connection.request(namespacedSubject(this.namespace, subject), encodeJson(envelope), {
        timeout: options.timeoutMs ?? this.defaultTimeoutMs,
      });
      reply = decodeJson(message.data) as RpcReplyEnvelope<RpcResponse<S>>;
    } catch (error) {
      observation.end(rpcOutcomeOfTransportError(error instanceof NatsError ? error.code : undefined));
      throw toUnavailable(error, service);
    }
    observation.end(rpcOutcomeOfReply(reply.ok ? undefined : reply.error.code));
    if (reply.ok) return reply.data;
    throw ServiceError.fromPayload(reply.error);
  }

  /**
   * The gateway signs the user it resolved from the session. A service never signs for a user: it
   * forwards the token of the request it is handling, and signs only its own service identity.
   */
  private actorTokenFor(context: RpcCallContext): string | undefined {
    if (context.asService) {
      const issuer = this.signer?.issuer;
      if (!this.signer || !issuer || issuer === 'gateway') throw new Error('Only a service can call as itself');
      return this.signer.tokens.sign(issuer, { kind: 'service', service: issuer });
    }
    return context.actor ? userTokenFor(context.actor, this.signer) : undefined;
  }
}

/**
 * The token a call for a user carries: the gateway signs the user it resolved from the session; a
 * service forwards the token of the request it is handling for that same user, and never signs one.
 */
export function userTokenFor(actor: Actor, signer: RpcSigner | undefined): string {
  const current = incomingCaller();
  if (current?.caller.kind === 'user' && sameActor(current.caller.actor, actor)) return current.token;
  if (signer?.issuer === 'gateway') return signer.tokens.sign('gateway', { kind: 'user', actor });
  throw new Error("A service can call for a user only while handling that user's request");
}

function sameActor(a: Actor, b: Actor): boolean {
  return a.userId === b.userId && a.role === b.role && a.playerId === b.playerId;
}

function toUnavailable(error: unknown, service: string): Error {
  if (error instanceof NatsError) {
    const unavailableCodes: string[] = [
      NatsErrorCode.NoResponders,
      NatsErrorCode.Timeout,
      NatsErrorCode.Disconnect,
      NatsErrorCode.ConnectionClosed,
      NatsErrorCode.ConnectionDraining,
    ];
    if (unavailableCodes.includes(error.code)) {
      return new ServiceError(ErrorCode.Unavailable, serviceUnavailableMessage(service));
    }
  }
  return error instanceof Error ? error : new Error(String(error));
}
