import { MessagePattern } from '@nestjs/microservices';
import type { Actor, RpcAccessOf, RpcParsedRequest, RpcResponse, RpcSubject } from '@portal/contracts';

/** What a message handler receives: the validated payload, the checked actor and the request id. */
export interface RpcCall<S extends RpcSubject> {
  data: RpcParsedRequest<S>;
  actor: Actor | undefined;
  requestId: string;
}

/** An RPC call whose access rule requires an actor, so the handler can rely on one. */
export interface AuthenticatedRpcCall<S extends RpcSubject> extends RpcCall<S> {
  actor: Actor;
}

/** Public subjects may arrive without an actor; every other subject is refused before the handler runs. */
export type RpcCallFor<S extends RpcSubject> = RpcAccessOf<S> extends 'public' ? RpcCall<S> : AuthenticatedRpcCall<S>;

type RpcMethod<S extends RpcSubject> = (call: RpcCallFor<S>) => Promise<RpcResponse<S>>;

/**
 * Marks a controller method as the handler of one subject from `rpcDefinitions`. The signature is
 * checked against the subject's request and response types.
 */
export function RpcHandler<S extends RpcSubject>(subject: S) {
  return <M extends RpcMethod<S>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<M>) => {
    MessagePattern(subject)(target, key, descriptor);
  };
}
