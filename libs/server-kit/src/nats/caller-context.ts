import { AsyncLocalStorage } from 'node:async_hooks';
import type { Caller } from '@portal/contracts';

interface IncomingCaller {
  token: string;
  caller: Caller;
}

const incoming = new AsyncLocalStorage<IncomingCaller>();

/** Runs a handler knowing the verified token it was called with, so it can forward it. */
export function runAsIncomingCaller<T>(current: IncomingCaller | undefined, work: () => T): T {
  return current ? incoming.run(current, work) : work();
}

/** The verified caller (and its token) of the RPC being handled, if any. */
export function incomingCaller(): IncomingCaller | undefined {
  return incoming.getStore();
}
