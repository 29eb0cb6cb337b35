import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { networkInterfaces } from 'node:os';
import { parseEnv } from '../config';
import { startProbeServer } from './probe-server';
import { serviceEnvSchema } from './service-config';

/** The machine's own addresses other than loopback (the probe port must not answer on them). */
function otherInterfaceAddresses(): string[] {
  return Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && !entry.internal && entry.family === 'IPv4')
    .map((entry) => entry!.address);
}

function connects(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('probe server', () => {
  it('listens on loopback only when HEALTH_HOST is not set', async () => {
    const config = parseEnv(serviceEnvSchema, { HEALTH_PORT: '8081' });
    const server = startProbeServer(0, config.HEALTH_HOST, async () => true);
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      const { address, port } = server.address() as AddressInfo;
      expect(address).toBe('127.0.0.1');
      expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
      for (const other of otherInterfaceAddresses())
        expect({ address: other, connects: await connects(other, port) }).toEqual({ address: other, connects: false });
    } finally {
      server.close();
    }
  });

  it('listens on the interface HEALTH_HOST names (0.0.0.0 in Kubernetes and compose)', async () => {
    const config = parseEnv(serviceEnvSchema, { HEALTH_HOST: '0.0.0.0' });
    const server = startProbeServer(0, config.HEALTH_HOST, async () => true);
    try {
      await new Promise((resolve) => server.once('listening', resolve));
      expect((server.address() as AddressInfo).address).toBe('0.0.0.0');
    } finally {
      server.close();
    }
  });
});
