import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { APPS, APP_NAMES, type AppName, ROOT } from './portal-processes';
import { parseAllDocuments } from 'yaml';

/**
 * Structural checks of the Kubernetes manifests: each overlay is rendered with `kubectl kustomize`
 * (no cluster needed) and the objects are checked for what a safe rollout of the portal relies on.
 * The checks read only the rendered objects, so they hold whatever the layout of k8s/ (the five NATS
 * services come from one component, k8s/components/nats-service, renamed per service).
 */

const IMAGE = 'player-portal';
/** The media worker runs the Dockerfile's `media-worker` target, which adds ffmpeg/ffprobe. */
const MEDIA_WORKER_IMAGE = 'player-portal-media-worker';
const DEFAULT_SHUTDOWN_TIMEOUT_MS = 20_000;
// Rate-limit settings (RATE_LIMIT_PASSWORD_RESET_PER_IP) are numbers, not credentials.
const SECRET_NAME = /^(?!RATE_LIMIT_).*(PASSWORD|SECRET|KEY|TOKEN)/i;
/** The NATS services, rendered from k8s/components/nats-service under that placeholder name. */
const SERVICES = ['identity', 'roadmap', 'tracking', 'media', 'reports'] as const satisfies readonly AppName[];
const COMPONENT_PLACEHOLDER = 'nats-service';
/** Workers scale on the depth of their BullMQ queues (KEDA), everything else on an HPA. */
const WORKER_QUEUES = {
  'media-worker': ['media-processing'],
  'reports-worker': ['reports', 'mail'],
} as const satisfies Partial<Record<AppName, readonly string[]>>;
type WorkerName = keyof typeof WORKER_QUEUES;
const WORKERS = Object.keys(WORKER_QUEUES) as WorkerName[];
const HPA_SCALED = APP_NAMES.filter((app) => !(WORKERS as AppName[]).includes(app));
/** The gateway's public port, which must never serve /metrics. */
const GATEWAY_PUBLIC_PORT = 3000;

interface Overlay {
  name: string;
  namespace: string;
  /** Objects this overlay adds to the base's (`Kind/name`, generated names without their hash). */
  extraObjects: string[];
  /** Whether the tag is right for this overlay. */
  tagOk: (tag: string) => boolean;
  tagRule: string;
  minReplicas: (min: number) => boolean;
  /** Whether the overlay generates `portal-secrets` (dev) or expects it to exist (production). */
  generatesSecret: boolean;
}

const OVERLAYS: Overlay[] = [
  {
    name: 'dev',
    namespace: 'player-portal-dev',
    extraObjects: ['Namespace/player-portal-dev', 'Secret/portal-secrets'],
    tagOk: (tag) => tag === 'dev',
    tagRule: 'the tag `dev`',
    minReplicas: (min) => min === 1,
    generatesSecret: true,
  },
  {
    name: 'production',
    namespace: 'player-portal',
    extraObjects: [],
    tagOk: (tag) => /^v?\d+\.\d+\.\d+([-.+][0-9A-Za-z.-]+)?$/.test(tag),
    tagRule: 'a pinned version tag',
    minReplicas: (min) => min >= 2,
    generatesSecret: false,
  },
];

// ---------------------------------------------------------------- minimal Kubernetes shapes
type Labels = Record<string, string>;
interface Metadata {
  name: string;
  namespace?: string;
  labels?: Labels;
}
interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: Metadata;
}
interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string }; configMapKeyRef?: { name: string; key: string } };
}
interface EnvFromSource {
  configMapRef?: { name: string };
  secretRef?: { name: string };
}
interface Probe {
  httpGet?: { path: string; port: number | string };
  tcpSocket?: { port: number | string };
  exec?: { command: string[] };
  periodSeconds?: number;
  timeoutSeconds?: number;
  failureThreshold?: number;
}
interface ResourceList {
  cpu?: string;
  memory?: string;
}
interface Container {
  name: string;
  image?: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  envFrom?: EnvFromSource[];
  ports?: { name?: string; containerPort: number }[];
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  startupProbe?: Probe;
  lifecycle?: { preStop?: { exec?: { command: string[] }; sleep?: { seconds: number } } };
  resources?: { requests?: ResourceList; limits?: ResourceList };
  securityContext?: {
    runAsNonRoot?: boolean;
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    capabilities?: { drop?: string[] };
  };
  volumeMounts?: { name: string; mountPath: string }[];
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  initContainers?: Container[];
  containers: Container[];
  topologySpreadConstraints?: { topologyKey: string; labelSelector?: { matchLabels?: Labels } }[];
  volumes?: { name: string; emptyDir?: object; persistentVolumeClaim?: { claimName: string } }[];
}
interface Deployment extends Manifest {
  spec: {
    replicas?: number;
    selector: { matchLabels: Labels };
    template: { metadata: { labels: Labels; annotations?: Record<string, string> }; spec: PodSpec };
  };
}
interface ScaledObject extends Manifest {
  spec: {
    scaleTargetRef: { apiVersion?: string; kind?: string; name: string };
    minReplicaCount?: number;
    maxReplicaCount?: number;
    triggers: { type: string; metadata: Record<string, string>; authenticationRef?: { name: string } }[];
  };
}
interface HorizontalPodAutoscaler extends Manifest {
  spec: {
    scaleTargetRef: { apiVersion: string; kind: string; name: string };
    minReplicas?: number;
    maxReplicas: number;
    metrics?: {
      type: string;
      resource?: { name: string; target: { type: string; averageUtilization?: number } };
      pods?: { metric: { name: string }; target: { type: string; averageValue?: string } };
    }[];
  };
}
interface PodDisruptionBudget extends Manifest {
  spec: { selector: { matchLabels?: Labels }; minAvailable?: number | string; maxUnavailable?: number | string };
}
interface Service extends Manifest {
  spec: { selector?: Labels; ports: { name?: string; port: number; targetPort?: number | string }[] };
}
interface ConfigMap extends Manifest {
  data?: Record<string, string>;
}
interface Secret extends Manifest {
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

// ---------------------------------------------------------------- rendering
function render(overlayDir: string): Manifest[] {
  let output: string;
  try {
    output = execFileSync('kubectl', ['kustomize', overlayDir], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(
        'kubectl was not found on PATH. These checks render the overlays with `kubectl kustomize` ' +
          '(kustomize v5, no cluster needed): install kubectl to run them.',
      );
    }
    const stderr = String((error as { stderr?: unknown }).stderr ?? '');
    throw new Error(`kubectl kustomize ${overlayDir} failed:\n${stderr}`);
  }
  return parseAllDocuments(output).map((document) => {
    if (document.errors.length > 0) throw new Error(`unparsable output of kubectl kustomize: ${document.errors[0]}`);
    return document.toJS() as Manifest;
  });
}

function ofKind<T extends Manifest>(manifests: Manifest[], kind: string): T[] {
  return manifests.filter((manifest) => manifest.kind === kind) as T[];
}

/** Generated ConfigMaps/Secrets carry a content hash: `portal-config` renders as `portal-config-<hash>`. */
function isGeneratedFrom(renderedName: string, baseName: string): boolean {
  return renderedName === baseName || new RegExp(`^${baseName}-[a-z0-9]{10}$`).test(renderedName);
}

function matches(selector: Labels | undefined, labels: Labels): boolean {
  const entries = Object.entries(selector ?? {});
  return entries.length > 0 && entries.every(([key, value]) => labels[key] === value);
}

function allContainers(deployment: Deployment): Container[] {
  return [...(deployment.spec.template.spec.initContainers ?? []), ...deployment.spec.template.spec.containers];
}

/** The value a container sees: `env` wins over `envFrom`; among envFrom ConfigMaps the last one wins. */
function effectiveEnv(container: Container, name: string, configMaps: ConfigMap[]): string | undefined {
  const direct = container.env?.find((variable) => variable.name === name);
  if (direct) return direct.value;
  let value: string | undefined;
  for (const source of container.envFrom ?? []) {
    const configMap = source.configMapRef && configMaps.find((map) => map.metadata.name === source.configMapRef?.name);
    const fromMap = configMap?.data?.[name];
    if (fromMap !== undefined) value = fromMap;
  }
  return value;
}

function preStopSeconds(container: Container): number | undefined {
  const preStop = container.lifecycle?.preStop;
  if (preStop?.sleep) return preStop.sleep.seconds;
  const command = preStop?.exec?.command ?? [];
  const sleep = command.indexOf('sleep');
  return sleep >= 0 ? Number(command[sleep + 1]) : undefined;
}

function imageParts(image: string | undefined): { name: string; tag: string } {
  const match = /^(.*?)(?::([^:/@]+))?(?:@sha256:[a-f0-9]{64})?$/.exec(image ?? '');
  const name = match?.[1] ?? '';
  return { name: name.split('/').pop() ?? name, tag: match?.[2] ?? '' };
}

function probePortExists(probe: Probe, container: Container): boolean {
  const port = probe.httpGet?.port ?? probe.tcpSocket?.port;
  if (port === undefined) return probe.exec !== undefined;
  return (container.ports ?? []).some((declared) => declared.name === port || declared.containerPort === port);
}

// ---------------------------------------------------------------- checks
describe.each(OVERLAYS)('k8s overlay $name', (overlay) => {
  let manifests: Manifest[];
  let deployments: Deployment[];
  let configMaps: ConfigMap[];

  const deploymentOf = (app: AppName): Deployment => {
    const deployment = deployments.find((candidate) => candidate.metadata.name === app);
    if (!deployment) throw new Error(`no Deployment named ${app} in overlay ${overlay.name}`);
    return deployment;
  };
  const mainContainerOf = (app: AppName): Container => {
    const containers = deploymentOf(app).spec.template.spec.containers;
    const container = containers.find((candidate) => candidate.name === app) ?? containers[0];
    if (!container) throw new Error(`Deployment ${app} has no container`);
    return container;
  };

  beforeAll(() => {
    manifests = render(join(ROOT, 'k8s', 'overlays', overlay.name));
    deployments = ofKind<Deployment>(manifests, 'Deployment');
    configMaps = ofKind<ConfigMap>(manifests, 'ConfigMap');
  });

  it('gives each process only its own NATS seed, and the actor key, from portal-nats-credentials', () => {
    for (const app of APP_NAMES) {
      const env = mainContainerOf(app).env ?? [];
      const fromSecret = (name: string) => env.find((variable) => variable.name === name)?.valueFrom?.secretKeyRef;
      expect({ app, seed: fromSecret('NATS_NKEY_SEED') }).toEqual({
        app,
        seed: { name: 'portal-nats-credentials', key: `${app}.nk` },
      });
      expect(fromSecret('ACTOR_SIGNING_KEY')).toEqual({ name: 'portal-nats-credentials', key: 'actor-signing.key' });
    }
  });

  it('has exactly one Deployment per process', () => {
    expect(deployments.map((deployment) => deployment.metadata.name).sort()).toEqual([...APP_NAMES].sort());
  });

  it('renders exactly the expected objects, each in the overlay namespace', () => {
    const generated = /^(portal-config|portal-secrets)-[a-z0-9]{10}$/;
    const rendered = manifests.map((manifest) => `${manifest.kind}/${manifest.metadata.name.replace(generated, '$1')}`);
    const expected = [
      ...['Deployment', 'PodDisruptionBudget'].flatMap((kind) => APP_NAMES.map((app) => `${kind}/${app}`)),
      ...HPA_SCALED.map((app) => `HorizontalPodAutoscaler/${app}`),
      ...WORKERS.map((worker) => `ScaledObject/${worker}`),
      'TriggerAuthentication/portal-redis',
      'Service/gateway',
      'Ingress/gateway',
      'ConfigMap/portal-config',
      'PersistentVolumeClaim/gateway-uploads',
      ...overlay.extraObjects,
    ];
    expect(rendered.sort()).toEqual(expected.sort());
    for (const manifest of manifests) {
      if (manifest.kind !== 'Namespace') expect(manifest.metadata.namespace).toBe(overlay.namespace);
    }
  });

  it(`keeps no trace of the component's placeholder name \`${COMPONENT_PLACEHOLDER}\``, () => {
    expect(JSON.stringify(manifests)).not.toContain(COMPONENT_PLACEHOLDER);
  });

  it.each(SERVICES)('%s: its own container name, and its own migrations in the init container', (service) => {
    const pod = deploymentOf(service).spec.template.spec;
    expect(pod.containers.map((container) => container.name)).toEqual([service]);
    expect((pod.initContainers ?? []).map((container) => container.args?.join(' '))).toEqual([
      `node apps/${service}/dist/migrate.js`,
    ]);
  });

  it.each(APP_NAMES)('%s: spreads its pods over nodes, selecting them by its own labels', (app) => {
    const deployment = deploymentOf(app);
    const spread = deployment.spec.template.spec.topologySpreadConstraints ?? [];
    expect(spread.map((constraint) => constraint.topologyKey)).toContain('kubernetes.io/hostname');
    for (const constraint of spread) {
      expect(constraint.labelSelector?.matchLabels?.['app.kubernetes.io/name']).toBe(app);
      expect(matches(constraint.labelSelector?.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    }
  });

  it.each(APP_NAMES)('%s: labelled, selector matches its pods, replicas left to the HPA', (app) => {
    const deployment = deploymentOf(app);
    const expected = { 'app.kubernetes.io/name': app, 'app.kubernetes.io/part-of': 'player-portal' };
    expect(deployment.metadata.labels).toMatchObject(expected);
    expect(deployment.spec.template.metadata.labels).toMatchObject(expected);
    expect(matches(deployment.spec.selector.matchLabels, deployment.spec.template.metadata.labels)).toBe(true);
    expect(deployment.spec.replicas).toBeUndefined();
  });

  it.each(APP_NAMES)('%s: runs its entry point from the right image and tag', (app) => {
    const container = mainContainerOf(app);
    const commandLine = [...(container.command ?? []), ...(container.args ?? [])].join(' ');
    expect(commandLine).toContain(APPS[app]);
    for (const each of allContainers(deploymentOf(app))) {
      const { name, tag } = imageParts(each.image);
      expect([IMAGE, MEDIA_WORKER_IMAGE]).toContain(name);
      if (!overlay.tagOk(tag))
        throw new Error(`${app}/${each.name}: image ${each.image} should have ${overlay.tagRule}`);
    }
    expect(imageParts(container.image).name).toBe(app === 'media-worker' ? MEDIA_WORKER_IMAGE : IMAGE);
  });

  it.each(APP_NAMES)('%s: readiness and liveness probes on a declared port', (app) => {
    const container = mainContainerOf(app);
    for (const probe of [container.readinessProbe, container.livenessProbe]) {
      expect(probe).toBeDefined();
      expect(probePortExists(probe as Probe, container)).toBe(true);
    }
    if (container.startupProbe) expect(probePortExists(container.startupProbe, container)).toBe(true);
  });

  it('gateway probes never use /api/health (it is 503 while any backend service is down)', () => {
    const container = mainContainerOf('gateway');
    for (const probe of [container.readinessProbe, container.livenessProbe, container.startupProbe]) {
      if (probe?.httpGet) expect(probe.httpGet.path).toBe('/api/health/live');
    }
  });

  it.each(APP_NAMES.filter((app) => app !== 'gateway'))(
    '%s: liveness asks only whether the process answers (/healthz), readiness and start-up check its dependencies (/readyz)',
    (app) => {
      const container = mainContainerOf(app);
      expect(container.livenessProbe?.httpGet?.path).toBe('/healthz');
      expect(container.readinessProbe?.httpGet?.path).toBe('/readyz');
      expect(container.startupProbe?.httpGet?.path).toBe('/readyz');
    },
  );

  it.each(APP_NAMES)(
    '%s: a hung process is restarted within two minutes, a slow answer is not taken for a hang',
    (app) => {
      // Kubernetes defaults: period 10 s, timeout 1 s, failure threshold 3.
      const liveness = mainContainerOf(app).livenessProbe!;
      const secondsWithoutAnswer = (liveness.periodSeconds ?? 10) * (liveness.failureThreshold ?? 3);
      expect(secondsWithoutAnswer).toBeGreaterThanOrEqual(30);
      expect(secondsWithoutAnswer).toBeLessThanOrEqual(120);
      expect(liveness.timeoutSeconds ?? 1).toBeGreaterThanOrEqual(2);
    },
  );

  it.each(APP_NAMES)('%s: cpu and memory requests and limits on every container', (app) => {
    for (const container of allContainers(deploymentOf(app))) {
      for (const list of [container.resources?.requests, container.resources?.limits]) {
        expect(list?.cpu).toBeTruthy();
        expect(list?.memory).toBeTruthy();
      }
    }
  });

  it.each(APP_NAMES)('%s: preStop pause, then a grace period longer than pause + SHUTDOWN_TIMEOUT_MS', (app) => {
    const deployment = deploymentOf(app);
    const container = mainContainerOf(app);
    const pause = preStopSeconds(container);
    expect(container.lifecycle?.preStop).toBeDefined();
    const shutdownMs = Number(
      effectiveEnv(container, 'SHUTDOWN_TIMEOUT_MS', configMaps) ?? DEFAULT_SHUTDOWN_TIMEOUT_MS,
    );
    expect(Number.isFinite(shutdownMs)).toBe(true);
    const grace = deployment.spec.template.spec.terminationGracePeriodSeconds ?? 30;
    expect(grace).toBeGreaterThan(shutdownMs / 1000);
    expect(grace).toBeGreaterThan((pause ?? 0) + shutdownMs / 1000);
  });

  it.each(APP_NAMES)('%s: non-root, no privilege escalation, no capabilities, writable /tmp only', (app) => {
    const deployment = deploymentOf(app);
    const pod = deployment.spec.template.spec;
    const volumes = new Set((pod.volumes ?? []).map((volume) => volume.name));
    for (const container of allContainers(deployment)) {
      const security = container.securityContext ?? {};
      expect(security.runAsNonRoot ?? pod.securityContext?.runAsNonRoot).toBe(true);
      expect(security.allowPrivilegeEscalation).toBe(false);
      expect(security.capabilities?.drop).toContain('ALL');
      if (security.readOnlyRootFilesystem) {
        const tmp = container.volumeMounts?.find((mount) => mount.mountPath === '/tmp');
        expect(tmp && volumes.has(tmp.name)).toBe(true);
      }
    }
    expect(mainContainerOf(app).securityContext?.readOnlyRootFilesystem).toBe(true);
  });

  it.each(APP_NAMES)('%s: configuration from portal-config and portal-secrets', (app) => {
    for (const container of allContainers(deploymentOf(app))) {
      const mapRefs = (container.envFrom ?? []).flatMap((source) =>
        source.configMapRef ? [source.configMapRef.name] : [],
      );
      const secretRefs = (container.envFrom ?? []).flatMap((source) =>
        source.secretRef ? [source.secretRef.name] : [],
      );
      expect(mapRefs.some((name) => isGeneratedFrom(name, 'portal-config'))).toBe(true);
      expect(secretRefs.some((name) => isGeneratedFrom(name, 'portal-secrets'))).toBe(true);
      for (const name of mapRefs) expect(configMaps.map((map) => map.metadata.name)).toContain(name);
    }
  });

  it.each(HPA_SCALED)('%s: an autoscaling/v2 HPA on cpu targets the Deployment', (app) => {
    const hpas = ofKind<HorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler').filter(
      (hpa) => hpa.spec.scaleTargetRef.kind === 'Deployment' && hpa.spec.scaleTargetRef.name === app,
    );
    const [hpa] = hpas;
    if (hpas.length !== 1 || !hpa) throw new Error(`${app}: expected one HPA targeting it, found ${hpas.length}`);
    expect(hpa.apiVersion).toBe('autoscaling/v2');
    expect(overlay.minReplicas(hpa.spec.minReplicas ?? 1)).toBe(true);
    expect(hpa.spec.maxReplicas).toBeGreaterThanOrEqual(hpa.spec.minReplicas ?? 1);
    expect(hpa.spec.metrics?.some((metric) => metric.resource?.name === 'cpu')).toBe(true);
  });

  it.each(SERVICES)('%s: its HPA also scales on the latency of the RPCs it serves', (service) => {
    const hpa = ofKind<HorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler').find(
      (candidate) => candidate.spec.scaleTargetRef.name === service,
    );
    const latency = hpa?.spec.metrics?.find((metric) => metric.type === 'Pods');
    expect(latency?.pods?.metric.name).toMatch(/^portal_rpc_server_latency/);
    expect(latency?.pods?.target.type).toBe('AverageValue');
  });

  it.each(WORKERS)('%s: scales on the depth of its queues (KEDA, redis lists), never on cpu', (worker) => {
    const namespace = effectiveEnv(mainContainerOf(worker), 'PORTAL_NAMESPACE', configMaps);
    expect(namespace).toBeTruthy();
    const scaledObjects = ofKind<ScaledObject>(manifests, 'ScaledObject').filter(
      (candidate) => candidate.spec.scaleTargetRef.name === worker,
    );
    expect(scaledObjects).toHaveLength(1);
    const scaled = scaledObjects[0]!;
    expect(scaled.apiVersion).toBe('keda.sh/v1alpha1');
    expect(scaled.spec.scaleTargetRef.kind ?? 'Deployment').toBe('Deployment');
    expect(overlay.minReplicas(scaled.spec.minReplicaCount ?? 1)).toBe(true);
    expect(scaled.spec.maxReplicaCount).toBeGreaterThanOrEqual(scaled.spec.minReplicaCount ?? 1);
    expect(scaled.spec.triggers.map((trigger) => trigger.type)).toEqual(WORKER_QUEUES[worker].map(() => 'redis'));
    const lists = scaled.spec.triggers.map((trigger) => trigger.metadata.listName);
    expect(lists.sort()).toEqual(WORKER_QUEUES[worker].map((queue) => `${namespace}:bull:${queue}:wait`).sort());
    const authentications = ofKind<Manifest>(manifests, 'TriggerAuthentication').map((auth) => auth.metadata.name);
    for (const trigger of scaled.spec.triggers) {
      expect(Number(trigger.metadata.listLength)).toBeGreaterThan(0);
      expect(authentications).toContain(trigger.authenticationRef?.name);
    }
    // An HPA of its own would fight the one KEDA manages.
    const hpas = ofKind<HorizontalPodAutoscaler>(manifests, 'HorizontalPodAutoscaler');
    expect(hpas.filter((hpa) => hpa.spec.scaleTargetRef.name === worker)).toEqual([]);
  });

  it.each(APP_NAMES)('%s: Prometheus scrapes /metrics on an internal port the process serves it on', (app) => {
    const annotations = deploymentOf(app).spec.template.metadata.annotations ?? {};
    expect(annotations['prometheus.io/scrape']).toBe('true');
    expect(annotations['prometheus.io/path']).toBe('/metrics');
    const port = Number(annotations['prometheus.io/port']);
    const container = mainContainerOf(app);
    expect((container.ports ?? []).map((declared) => declared.containerPort)).toContain(port);
    const servedOn = effectiveEnv(container, app === 'gateway' ? 'METRICS_PORT' : 'HEALTH_PORT', configMaps);
    expect(Number(servedOn)).toBe(port);
    if (app === 'gateway') {
      expect(port).not.toBe(GATEWAY_PUBLIC_PORT);
      expect(effectiveEnv(container, 'METRICS_HOST', configMaps)).toBe('0.0.0.0');
    } else {
      // The probe port listens on loopback unless told otherwise; the kubelet probes the pod's address.
      expect(effectiveEnv(container, 'HEALTH_HOST', configMaps)).toBe('0.0.0.0');
    }
  });

  it('the gateway Service never exposes the metrics port', () => {
    const service = ofKind<Service>(manifests, 'Service').find((candidate) => candidate.metadata.name === 'gateway');
    const metricsPort = Number(deploymentOf('gateway').spec.template.metadata.annotations?.['prometheus.io/port']);
    for (const port of service?.spec.ports ?? []) {
      expect(port.targetPort).not.toBe('metrics');
      expect(port.targetPort).not.toBe(metricsPort);
    }
  });

  it.each(APP_NAMES)('%s: a PodDisruptionBudget selects its pods', (app) => {
    const labels = deploymentOf(app).spec.template.metadata.labels;
    const pdbs = ofKind<PodDisruptionBudget>(manifests, 'PodDisruptionBudget').filter((pdb) =>
      matches(pdb.spec.selector.matchLabels, labels),
    );
    const [pdb] = pdbs;
    if (pdbs.length !== 1 || !pdb)
      throw new Error(`${app}: expected one PodDisruptionBudget selecting it, found ${pdbs.length}`);
    expect(pdb.spec.minAvailable ?? pdb.spec.maxUnavailable).toBeDefined();
  });

  it('the gateway Service sends port 80 to the gateway container port 3000', () => {
    const gateway = deploymentOf('gateway');
    const container = mainContainerOf('gateway');
    const service = ofKind<Service>(manifests, 'Service').find((candidate) =>
      matches(candidate.spec.selector, gateway.spec.template.metadata.labels),
    );
    expect(service).toBeDefined();
    const port = service?.spec.ports.find((candidate) => candidate.port === 80);
    expect(port).toBeDefined();
    const target = port?.targetPort ?? 80;
    const containerPort = (container.ports ?? []).find(
      (declared) => declared.name === target || declared.containerPort === target,
    );
    expect(containerPort?.containerPort).toBe(3000);
  });

  it('every gateway replica shares one ReadWriteMany volume for partial resumable uploads (STORAGE_DIR)', () => {
    const pod = deploymentOf('gateway').spec.template.spec;
    const storageDir = effectiveEnv(mainContainerOf('gateway'), 'STORAGE_DIR', configMaps);
    const mount = mainContainerOf('gateway').volumeMounts?.find((candidate) => candidate.mountPath === storageDir);
    const claimName = pod.volumes?.find((volume) => volume.name === mount?.name)?.persistentVolumeClaim?.claimName;
    const claim = manifests.find(
      (manifest) => manifest.kind === 'PersistentVolumeClaim' && manifest.metadata.name === claimName,
    ) as (Manifest & { spec: { accessModes: string[] } }) | undefined;
    expect(claim?.spec.accessModes).toEqual(['ReadWriteMany']);
  });

  it('no credentials as literal values: env vars named like a secret come from a Secret', () => {
    for (const deployment of deployments) {
      for (const container of allContainers(deployment)) {
        for (const variable of container.env ?? []) {
          if (!SECRET_NAME.test(variable.name)) continue;
          const where = `${deployment.metadata.name}/${container.name} env ${variable.name}`;
          if (variable.value !== undefined) throw new Error(`${where} has a literal value`);
          expect(variable.valueFrom?.secretKeyRef).toBeDefined();
        }
      }
    }
    for (const configMap of configMaps) {
      for (const [key, value] of Object.entries(configMap.data ?? {})) {
        if (SECRET_NAME.test(key)) throw new Error(`ConfigMap ${configMap.metadata.name} holds ${key}: use the Secret`);
        if (/^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]*@/i.test(value)) {
          throw new Error(`ConfigMap ${configMap.metadata.name} ${key} is a URL with credentials: use the Secret`);
        }
      }
    }
  });

  if (overlay.generatesSecret) {
    it('generates portal-secrets with placeholder values only', () => {
      const secrets = ofKind<Secret>(manifests, 'Secret').filter((secret) =>
        isGeneratedFrom(secret.metadata.name, 'portal-secrets'),
      );
      expect(secrets).toHaveLength(1);
      const data = secrets[0]?.data ?? {};
      expect(Object.keys(data)).toEqual(expect.arrayContaining(['POSTGRES_URL', 'REDIS_URL']));
      for (const [key, encoded] of Object.entries(data)) {
        const value = Buffer.from(encoded, 'base64').toString('utf8');
        if (SECRET_NAME.test(key)) expect(value).toBe('change-me');
        const password = /^[a-z][a-z0-9+.-]*:\/\/[^/@\s:]*:([^/@\s]*)@/i.exec(value)?.[1];
        if (password !== undefined) expect(password).toBe('change-me');
      }
    });
  } else {
    it('does not generate or commit portal-secrets (it is created out of band)', () => {
      expect(ofKind<Secret>(manifests, 'Secret')).toEqual([]);
    });

    it('runs behind a TLS proxy: TRUST_PROXY=true and an https PUBLIC_URL', () => {
      const gateway = mainContainerOf('gateway');
      expect(effectiveEnv(gateway, 'TRUST_PROXY', configMaps)).toBe('true');
      expect(effectiveEnv(gateway, 'PUBLIC_URL', configMaps)).toMatch(/^https:\/\//);
    });
  }
});
