import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import {
  type RunningPortal,
  type TestInfra,
  createTestNamespace,
  destroyNamespace,
  namespaceEnv,
  resolveTestInfra,
  startPortal,
  workspaceRoot,
} from '@portal/server-kit/testing';

interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A GET whose body is left as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/** The gateway serves the web build's precompressed copies (apps/web/build/precompress.ts). */
describe('gateway: precompressed static assets', () => {
  const webDist = join(workspaceRoot(), 'apps', 'web', 'dist');
  let infra: TestInfra;
  let namespace: string;
  let portal: RunningPortal;
  let script: string;

  beforeAll(async () => {
    infra = await resolveTestInfra();
    namespace = createTestNamespace();
    portal = await startPortal({
      env: namespaceEnv(namespace, infra),
      services: [],
      gatewayEnv: { WEB_DIST_DIR: webDist },
    });
    // The app's entry script, as the built index.html names it (the prerendered landing page starts
    // it after the first paint, from its boot script).
    const html = readFileSync(join(webDist, 'index.html'), 'utf8');
    script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? '';
    expect(script).not.toBe('');
    expect(existsSync(join(webDist, `${script}.br`))).toBe(true);
  });

  afterAll(async () => {
    await portal?.stopAll();
    await destroyNamespace(namespace, infra);
    await infra.stop();
  });

  it('sends the brotli copy to a browser that accepts br', async () => {
    const response = await rawGet(`${portal.baseUrl}${script}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.body.equals(readFileSync(join(webDist, `${script}.br`)))).toBe(true);
  });

  it('sends the gzip copy when only gzip is accepted', async () => {
    const response = await rawGet(`${portal.baseUrl}${script}`, { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.equals(readFileSync(join(webDist, `${script}.gz`)))).toBe(true);
  });

  it('sends the original, still varying on Accept-Encoding, to a client that accepts neither', async () => {
    const response = await rawGet(`${portal.baseUrl}${script}`, { 'accept-encoding': 'identity' });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.body.equals(readFileSync(join(webDist, script)))).toBe(true);
  });

  it('still answers 404 for a missing asset, compressed or not', async () => {
    expect((await rawGet(`${portal.baseUrl}/assets/missing.js`, { 'accept-encoding': 'br' })).status).toBe(404);
    expect((await rawGet(`${portal.baseUrl}/assets/missing.js`)).status).toBe(404);
  });
});
