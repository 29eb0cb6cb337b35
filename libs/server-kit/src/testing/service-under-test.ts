import type { ServiceName } from '@portal/contracts';
import type { NatsConnection } from 'nats';
import { Client } from 'pg';
import { createLogger } from '../logging/logger';
import { connectNats } from '../nats/connection';
import { RpcClient } from '../nats/rpc-client';
import { type TestInfra, resolveTestInfra } from './infra';
import { createTestNamespace, destroyNamespace, namespaceEnv, testRpcSigner } from './namespace';
import { AppProcess } from './processes';

/** One built service in a fresh namespace, with an RPC client signed as the gateway and its database open. */
export interface ServiceUnderTest {
  infra: TestInfra;
  namespace: string;
  app: AppProcess;
  connection: NatsConnection;
  rpc: RpcClient;
  /** The namespace's own database. */
  pg: Client;
  /** Closes the clients, stops the service, then removes everything the namespace created. */
  close(): Promise<void>;
}

/** The set-up every service test over NATS shares. */
export async function startServiceUnderTest(app: ServiceName, rpcTimeoutMs: number): Promise<ServiceUnderTest> {
  const infra = await resolveTestInfra();
  const namespace = createTestNamespace();
  let service: AppProcess | undefined;
  let connection: NatsConnection | undefined;
  let pg: Client | undefined;
  const close = async () => {
    await pg?.end();
    await connection?.close();
    await service?.stop();
    await destroyNamespace(namespace, infra);
  };
  try {
    service = await AppProcess.start({ app, env: namespaceEnv(namespace, infra) });
    connection = await connectNats(infra.natsUrl, `${app}-test`, createLogger('test', 'silent'));
    const rpc = new RpcClient(connection, namespace, rpcTimeoutMs, testRpcSigner());
    const database = new Client({ connectionString: infra.postgresUrl.replace(/\/[^/]*$/, `/${namespace}`) });
    await database.connect();
    pg = database;
    return { infra, namespace, app: service, connection, rpc, pg: database, close };
  } catch (error) {
    await close();
    throw error;
  }
}
