import { connect, type NatsConnection } from 'nats';
import type { Logger } from 'pino';
import { redactUrl } from '../config';
import type { NatsClientSecurity } from './credentials';

export async function connectNats(
  url: string,
  name: string,
  logger: Logger,
  security: NatsClientSecurity = {},
): Promise<NatsConnection> {
  const connection = await connect({
    ...security,
    servers: url,
    name,
    maxReconnectAttempts: -1,
    reconnectTimeWait: 1000,
    timeout: 5000,
    // Otherwise every request captures a stack trace up front, in case it times out (2–3 % of the
    // gateway's CPU in issue 27's profile); a timeout becomes UNAVAILABLE naming the service anyway.
    noAsyncTraces: true,
  });
  logger.info({ nats: redactUrl(url), authenticated: security.authenticator !== undefined }, 'connected to NATS');
  void (async () => {
    for await (const status of connection.status()) {
      if (status.type === 'disconnect' || status.type === 'reconnect' || status.type === 'error') {
        logger.warn({ natsStatus: status.type, data: String(status.data) }, 'NATS connection status changed');
      }
    }
  })();
  return connection;
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function encodeJson(value: unknown): Uint8Array {
  return encoder.encode(JSON.stringify(value));
}

export function decodeJson(data: Uint8Array): unknown {
  return JSON.parse(decoder.decode(data));
}
