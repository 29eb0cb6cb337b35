import { randomUUID } from 'node:crypto';
import {
  type Actor,
  ErrorCode,
  type RpcReplyEnvelope,
  type RpcRequest,
  type RpcRequestEnvelope,
  type RpcResponse,
  type RpcSubject,
  namespacedSubject,
  serviceOfSubject,
  serviceUnavailableMessage,
} from '@portal/contracts';
import { ErrorCode as NatsErrorCode, type NatsConnection, NatsError } from 'nats';
import { ServiceError } from '../errors';
import { currentRequestId } from '../logging';
import { rpcOutcomeOfReply, rpcOutcomeOfTransportError } from '../metrics';
import { decodeJson, encodeJson } from './connection';
import { observeRpcCall } from './rpc-observability';

export interface RpcCallContext {
  actor?: Actor;
  requestId?: string;
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
  ) {}

  async call<S extends RpcSubject>(
    subject: S,
    data: RpcRequest<S>,
    context: RpcCallContext = {},
    options: RpcCallOptions = {},
  ): Promise<RpcResponse<S>> {
    const observation = observeRpcCall(subject);
    const envelope: RpcRequestEnvelope = {
      data,
      requestId: context.requestId ?? currentRequestId() ?? randomUUID(),
      ...(context.actor ? { actor: context.actor } : {}),
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
