import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { APPS, APP_NAMES, ROOT } from './portal-processes';
import { parse } from 'yaml';

/**
 * Structural checks of docker-compose.yml and the Dockerfile it builds: no container engine runs
 * here, so the files are parsed and checked for what `docker compose up` relies on.
 */

const INFRA = ['postgres', 'redis', 'nats', 'minio', 'mailpit'] as const;
const REQUIRED_INFRA = ['postgres', 'redis', 'nats'] as const;
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;
const SECRET_NAME = /PASSWORD|SECRET|KEY|TOKEN/i;

interface ComposeService {
  image?: string;
  build?: string | { context?: string; target?: string; dockerfile?: string };
  command?: string | string[];
  entrypoint?: string | string[];
  environment?: Record<string, string | number | boolean | null> | string[];
  depends_on?: string[] | Record<string, { condition?: string }>;
  ports?: (string | number | { target: number; published?: string | number })[];
  healthcheck?: { test?: string | string[]; disable?: boolean };
  stop_grace_period?: string;
  volumes?: (string | { target: string })[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  [extension: `x-${string}`]: unknown;
}

const compose = parse(readFileSync(join(ROOT, 'docker-compose.yml'), 'utf8'), { merge: true }) as ComposeFile;
const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

function serviceOf(name: string): ComposeService {
  const service = compose.services[name];
  if (!service) throw new Error(`docker-compose.yml has no service ${name}`);
  return service;
}

function environmentOf(service: ComposeService): Record<string, string> {
  const environment = service.environment ?? {};
  if (Array.isArray(environment)) {
    return Object.fromEntries(
      environment.map((entry) => {
        const equals = entry.indexOf('=');
        return equals < 0 ? [entry, ''] : [entry.slice(0, equals), entry.slice(equals + 1)];
      }),
    );
  }
  return Object.fromEntries(
    Object.entries(environment).map(([key, value]) => [key, value === null ? '' : String(value)]),
  );
}

function dependencies(service: ComposeService): Record<string, string> {
  const dependsOn = service.depends_on ?? {};
  if (Array.isArray(dependsOn)) return Object.fromEntries(dependsOn.map((name) => [name, 'service_started']));
  return Object.fromEntries(
    Object.entries(dependsOn).map(([name, options]) => [name, options?.condition ?? 'service_started']),
  );
}

/** Compose durations: `30s`, `2m`, `1m30s`, `1500ms`. */
function durationSeconds(duration: string): number {
  const units: Record<string, number> = { h: 3600, m: 60, s: 1, ms: 0.001, us: 0.000001 };
  const parts = [...duration.matchAll(/(\d+(?:\.\d+)?)(h|ms|us|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== duration) {
    throw new Error(`unrecognised duration "${duration}"`);
  }
  return parts.reduce((total, [, amount, unit]) => total + Number(amount) * (units[unit ?? ''] ?? NaN), 0);
}

function commandLine(service: ComposeService): string {
  const command = service.command ?? '';
  return Array.isArray(command) ? command.join(' ') : command;
}

/** Stage names of the Dockerfile, in order. */
function dockerStages(): string[] {
  return [...dockerfile.matchAll(/^FROM\s+\S+(?:\s+AS\s+(\S+))?\s*$/gim)].map((match) => match[1] ?? '');
}

/** The Dockerfile text of one stage (from its FROM line to the next). */
function dockerStage(name: string): string {
  const match = new RegExp(`^FROM\\s+\\S+\\s+AS\\s+${name}\\s*$([\\s\\S]*?)(?=^FROM\\s|$(?![\\s\\S]))`, 'im').exec(
    dockerfile,
  );
  if (match?.[1] === undefined) throw new Error(`Dockerfile has no stage ${name}`);
  return match[1];
}

describe('docker-compose.yml', () => {
  it('defines the infrastructure and every process of the portal', () => {
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining([...INFRA, ...APP_NAMES]));
  });

  it('shares the portal environment through the x-portal-env anchor', () => {
    const shared = compose['x-portal-env'] as Record<string, unknown> | undefined;
    expect(shared).toBeDefined();
    for (const app of APP_NAMES) {
      const environment = environmentOf(serviceOf(app));
      for (const key of Object.keys(shared ?? {})) expect(Object.keys(environment)).toContain(key);
      expect(environment.POSTGRES_URL).toMatch(/@postgres:5432\//);
      expect(environment.REDIS_URL).toBe('redis://redis:6379');
      expect(environment.NATS_URL).toBe('nats://nats:4222');
    }
  });

  it.each(APP_NAMES)('%s runs its own entry point', (app) => {
    const entry = APPS[app];
    expect(commandLine(serviceOf(app))).toMatch(new RegExp(`(^|\\s)node\\s+${entry.replace(/[.]/g, '\\.')}(\\s|$)`));
    // The compiled file comes from a source file that exists (apps/x/dist/y.js <- apps/x/src/y.ts).
    expect(existsSync(join(ROOT, entry.replace('/dist/', '/src/').replace(/\.js$/, '.ts')))).toBe(true);
  });

  it.each(APP_NAMES)('%s waits for postgres, redis and nats to be healthy', (app) => {
    const dependsOn = dependencies(serviceOf(app));
    for (const infra of REQUIRED_INFRA) expect(dependsOn[infra]).toBe('service_healthy');
  });

  it.each(APP_NAMES)('%s has a healthcheck and a stop grace period longer than SHUTDOWN_TIMEOUT_MS', (app) => {
    const service = serviceOf(app);
    expect(service.healthcheck?.test).toBeDefined();
    const shutdownMs = Number(environmentOf(service).SHUTDOWN_TIMEOUT_MS ?? DEFAULT_SHUTDOWN_TIMEOUT_MS);
    expect(durationSeconds(service.stop_grace_period ?? '10s')).toBeGreaterThan(shutdownMs / 1000);
  });

  it.each(APP_NAMES)('%s builds a Dockerfile stage that exists', (app) => {
    const build = serviceOf(app).build;
    const target = typeof build === 'object' ? build.target : undefined;
    expect(build).toBeDefined();
    if (target) expect(dockerStages()).toContain(target);
    if (app === 'media-worker') expect(target).toBe('media-worker');
  });

  it('the gateway listens on all interfaces and publishes its port', () => {
    const gateway = serviceOf('gateway');
    const environment = environmentOf(gateway);
    const containerPort = Number(environment.PORT ?? 3000);
    expect(environment.HOST).toBe('0.0.0.0');
    const published = (gateway.ports ?? []).some((port) =>
      typeof port === 'object' ? port.target === containerPort : String(port).endsWith(`:${containerPort}`),
    );
    expect(published).toBe(true);
  });

  it('Prometheus scrapes every process on its internal metrics port, which is never published', () => {
    const prometheus = parse(readFileSync(join(ROOT, 'monitoring', 'prometheus.yml'), 'utf8')) as {
      scrape_configs: { dns_sd_configs?: { names: string[]; port: number }[] }[];
    };
    const targets = new Map<string, number>();
    for (const job of prometheus.scrape_configs) {
      for (const discovery of job.dns_sd_configs ?? []) {
        for (const name of discovery.names) targets.set(name, discovery.port);
      }
    }
    expect([...targets.keys()].sort()).toEqual([...APP_NAMES].sort());
    for (const app of APP_NAMES) {
      const environment = environmentOf(serviceOf(app));
      const metricsPort = app === 'gateway' ? environment.METRICS_PORT : environment.HEALTH_PORT;
      expect(targets.get(app)).toBe(Number(metricsPort));
      if (app !== 'gateway') expect(environment.HEALTH_HOST).toBe('0.0.0.0');
      const published = (serviceOf(app).ports ?? []).map((port) =>
        String(typeof port === 'object' ? port.target : port),
      );
      expect(published.some((port) => port.endsWith(`:${metricsPort}`) || port === metricsPort)).toBe(false);
    }
    expect(environmentOf(serviceOf('gateway')).METRICS_HOST).toBe('0.0.0.0');
    expect(serviceOf('prometheus').volumes).toEqual(
      expect.arrayContaining(['./monitoring/prometheus.yml:/etc/prometheus/prometheus.yml:ro']),
    );
  });

  it.each(APP_NAMES)('%s exports traces to the Jaeger service', (app) => {
    expect(environmentOf(serviceOf(app)).OTEL_EXPORTER_OTLP_ENDPOINT).toContain('http://jaeger:4318');
    expect(compose.services.jaeger).toBeDefined();
  });

  it.each(INFRA)('%s has a healthcheck', (infra) => {
    const healthcheck = serviceOf(infra).healthcheck;
    expect(healthcheck?.test).toBeDefined();
    expect(healthcheck?.disable).not.toBe(true);
  });

  it('nats 2.10 runs with JetStream and keeps its store on a volume', () => {
    const nats = serviceOf('nats');
    const args = commandLine(nats).split(/\s+/);
    expect(nats.image).toMatch(/^nats:2\.10/);
    expect(args).toContain('-js');
    const flag = args.findIndex((arg) => arg === '-sd' || arg === '--store_dir');
    expect(flag).toBeGreaterThan(-1);
    const storeDir = args[flag + 1];
    const mounts = (nats.volumes ?? []).map((volume) =>
      typeof volume === 'string' ? volume.split(':')[1] : volume.target,
    );
    expect(mounts).toContain(storeDir);
  });

  it('the gateway keeps partial resumable uploads on a volume; browsers get a reachable bucket endpoint', () => {
    const gateway = serviceOf('gateway');
    const storageDir = environmentOf(gateway).STORAGE_DIR;
    const mounts = (gateway.volumes ?? []).map((volume) =>
      typeof volume === 'string' ? volume.split(':')[1] : volume.target,
    );
    expect(storageDir).toBeDefined();
    expect(mounts).toContain(storageDir);
    const environment = environmentOf(gateway);
    expect(environment.STORAGE_DRIVER).toBe('s3');
    expect(environment.S3_PUBLIC_ENDPOINT).toMatch(/localhost:9000/);
  });

  it('nats runs the generated config; each process gets only its own seed and the actor key as secrets', () => {
    expect(commandLine(serviceOf('nats'))).toContain('-c /etc/nats/nats-server.conf');
    expect(environmentOf(serviceOf('gateway')).NATS_CREDS_DIR).toBe('/run/secrets');
    const secretsOf = (name: string) =>
      ((serviceOf(name) as { secrets?: { source: string; target: string }[] }).secrets ?? []).map(
        (secret) => secret.target,
      );
    for (const process of ['gateway', 'roadmap', 'tracking', 'media', 'reports', 'media-worker', 'reports-worker']) {
      expect({ process, secrets: secretsOf(process) }).toEqual({
        process,
        secrets: [`${process}.nk`, 'actor-signing.key'],
      });
    }
    expect(secretsOf('identity')).toEqual(['identity.nk', 'identity-cli.nk', 'actor-signing.key']);
  });

  it('every dependency exists, and waited-for health has a healthcheck', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [dependency, condition] of Object.entries(dependencies(service))) {
        const target = compose.services[dependency];
        if (!target) throw new Error(`${name} depends on unknown service ${dependency}`);
        if (condition === 'service_healthy') expect(target.healthcheck?.test).toBeDefined();
      }
    }
  });

  it('credentials are ${VARIABLE} interpolations with placeholder defaults, not literals', () => {
    for (const [name, service] of Object.entries(compose.services)) {
      for (const [key, value] of Object.entries(environmentOf(service))) {
        if (SECRET_NAME.test(key) && value !== '' && !/^\$\{[A-Z0-9_]+(:?-[^}]*)?\}$/.test(value)) {
          throw new Error(`${name}: ${key} should come from \${...} interpolation, not a literal`);
        }
        const password = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s:]*:([^/@\s]*)@/i.exec(value)?.[1];
        if (password !== undefined && !password.startsWith('${')) {
          throw new Error(`${name}: ${key} has a literal password`);
        }
      }
    }
  });
});

describe('Dockerfile', () => {
  it('has deps, build, runtime and media-worker stages; the default (last) stage is the general image', () => {
    const stages = dockerStages();
    expect(stages).toEqual(expect.arrayContaining(['deps', 'build', 'runtime', 'media-worker']));
    expect(stages[stages.length - 1]).not.toBe('media-worker');
  });

  it('installs with npm install (npm ci fails on this lockfile) and builds with Nx without cloud or daemon', () => {
    const instructions = dockerfile
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(dockerStage('deps')).toMatch(/npm install --no-audit --no-fund/);
    expect(instructions).not.toMatch(/\bnpm ci\b/);
    const build = dockerStage('build');
    expect(build).toMatch(/nx run-many -t build/);
    expect(build).toMatch(/NX_NO_CLOUD=true/);
    expect(build).toMatch(/NX_DAEMON=false/);
  });

  it('runs as the non-root node user in production mode', () => {
    const runtime = dockerStage('runtime');
    expect(runtime).toMatch(/^USER node\s*$/m);
    expect(runtime).toMatch(/NODE_ENV=production/);
    const lastUser = [...dockerfile.matchAll(/^USER\s+(\S+)/gm)].pop()?.[1];
    expect(lastUser).toBe('node');
  });

  it('the media-worker stage adds ffmpeg and runs the media worker', () => {
    const mediaWorker = dockerStage('media-worker');
    expect(mediaWorker).toMatch(/apt-get install -y --no-install-recommends ffmpeg/);
    expect(mediaWorker).toMatch(/^USER node\s*$/m);
    expect(mediaWorker).toContain(APPS['media-worker']);
  });
});
