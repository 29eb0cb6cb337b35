// Runs a set of Node programs as child processes and keeps them up: a program that exits on its own is
// restarted after the delay tools/supervision/restart-policy.js decides, and left down (said loudly)
// when it keeps crashing. Readiness and liveness come from each program's HTTP probes, as in
// Kubernetes: a program that stops answering its liveness probe is killed and restarted. Every line a
// child prints is prefixed with its name; the supervisor's own lines start with `[supervisor]`.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';

const require = createRequire(import.meta.url);
const { decideRestart, describeExit, pruneExits } = require('../tools/supervision/restart-policy.js');

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * @typedef {{ name: string, script: string, args?: string[], probes?: { ready: string, live: string }, exclusivePort?: boolean }} ProgramSpec
 *   probes: the program's own probe URLs (the gateway's); without them each instance gets a free
 *   HEALTH_PORT and is probed on /readyz and /healthz there (services and workers).
 *   exclusivePort: the program listens on a fixed port, so a rolling restart must stop the old
 *   instance before starting the new one (no overlap).
 */

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function answers(url, timeoutMs) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

export class Supervisor {
  /**
   * @param {{ programs: ProgramSpec[], policy: import('../tools/supervision/restart-policy.js').RestartPolicy,
   *           env: NodeJS.ProcessEnv, say: (line: string) => void, warn: (line: string) => void,
   *           readyTimeoutMs?: number, liveness?: { periodMs: number, timeoutMs: number, failures: number } }} options
   */
  constructor(options) {
    this.options = options;
    this.stopping = false;
    /** @type {Map<string, { spec: ProgramSpec, current?: any, exits: any[], state: string, timer?: NodeJS.Timeout, downSince?: number }>} */
    this.programs = new Map(options.programs.map((spec) => [spec.name, { spec, exits: [], state: 'new' }]));
    /** @type {Set<any>} every live instance, including an old one a rolling restart is replacing */
    this.instances = new Set();
    /** Called with the program's name when one is given up on. */
    this.onGiveUp = () => undefined;
  }

  async startAll() {
    for (const program of this.programs.values()) await this.launch(program);
  }

  /** True when every program has logged that it is ready. */
  allReady() {
    return [...this.programs.values()].every((program) => program.current?.readyAt !== undefined);
  }

  status() {
    const now = Date.now();
    return [...this.programs.values()].map((program) => ({
      name: program.spec.name,
      state: program.state,
      pid: program.current?.child.pid ?? null,
      upFor: program.current?.readyAt ? seconds(now - program.current.readyAt) : null,
      restarts: program.exits.length,
    }));
  }

  /**
   * A rolling restart, as Kubernetes does it: start the new instance, wait until it is ready, then
   * SIGTERM the old one so it finishes its in-flight work while the new one already serves. A program
   * holding a fixed port is stopped first instead. A given-up program is simply started again.
   */
  async restart(name) {
    const program = this.programs.get(name);
    if (!program) throw new Error(`no program named "${name}" (${[...this.programs.keys()].join(', ')})`);
    const old = program.current;
    if (!old || program.state === 'given-up' || program.state === 'backoff') {
      clearTimeout(program.timer);
      program.exits = [];
      this.options.say(`starting ${name} again on request`);
      await this.launch(program);
      return;
    }
    if (program.spec.exclusivePort) {
      this.options.say(`rolling restart of ${name}: stopping pid ${old.child.pid} (SIGTERM), then starting it again`);
      old.expectedExit = 'relaunch';
      old.child.kill('SIGTERM');
      return;
    }
    this.options.say(`rolling restart of ${name}: starting a new instance beside pid ${old.child.pid}`);
    const next = await this.launch(program);
    const ready = await this.waitUntilReady(next, this.options.readyTimeoutMs ?? 60_000);
    if (!ready) {
      this.options.warn(
        `rolling restart of ${name}: the new instance did not become ready; keeping pid ${old.child.pid}`,
      );
      next.expectedExit = 'discard';
      next.child.kill('SIGKILL');
      program.current = old;
      return;
    }
    this.options.say(
      `rolling restart of ${name}: new pid ${next.child.pid} ready; stopping pid ${old.child.pid} (SIGTERM)`,
    );
    old.expectedExit = 'replaced';
    old.child.kill('SIGTERM');
  }

  /** SIGTERM the programs in `order` groups one group after the other, then SIGKILL what outlives `graceMs`. */
  async stopAll(order, graceMs) {
    this.stopping = true;
    for (const program of this.programs.values()) clearTimeout(program.timer);
    for (const group of order) {
      const instances = [...this.instances].filter((instance) => group.includes(instance.name));
      await this.terminate(instances, graceMs);
    }
    await this.terminate([...this.instances], graceMs);
  }

  killAll() {
    this.stopping = true;
    for (const instance of this.instances) instance.child.kill('SIGKILL');
  }

  async terminate(instances, graceMs) {
    for (const instance of instances) {
      instance.expectedExit = 'stop';
      instance.child.kill('SIGTERM');
    }
    const deadline = setTimeout(() => {
      for (const instance of instances) {
        if (this.instances.has(instance)) {
          this.options.warn(
            `${instance.name} (pid ${instance.child.pid}) did not stop within ${seconds(graceMs)}; SIGKILL`,
          );
          instance.child.kill('SIGKILL');
        }
      }
    }, graceMs);
    await Promise.all(instances.map((instance) => instance.exited));
    clearTimeout(deadline);
  }

  waitUntilReady(instance, timeoutMs) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => resolve(false), timeoutMs);
      instance.ready.then(() => {
        clearTimeout(timer);
        resolve(true);
      });
      instance.exited.then(() => {
        clearTimeout(timer);
        resolve(false);
      });
    });
  }

  async launch(program) {
    const { name, script } = program.spec;
    const healthPort = program.spec.probes ? undefined : await freePort();
    const probes = program.spec.probes ?? {
      ready: `http://127.0.0.1:${healthPort}/readyz`,
      live: `http://127.0.0.1:${healthPort}/healthz`,
    };
    const env = healthPort ? { ...this.options.env, HEALTH_PORT: String(healthPort) } : this.options.env;
    const child = spawn(process.execPath, [script, ...(program.spec.args ?? [])], {
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const instance = { name, child, startedAt: Date.now(), readyAt: undefined, expectedExit: undefined, alive: true };
    let markReady;
    instance.ready = new Promise((resolve) => (markReady = resolve));
    instance.exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
    this.instances.add(instance);
    program.current = instance;
    program.state = 'starting';
    this.options.say(`started ${name} (pid ${child.pid})`);
    const forward = (stream, output) =>
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => output.write(`[${name}] ${line}\n`));
    forward(child.stdout, process.stdout);
    forward(child.stderr, process.stderr);
    child.once('error', (error) => this.options.warn(`${name} could not be started: ${error.message}`));
    void instance.exited.then((exit) => {
      instance.alive = false;
      this.onExit(program, instance, exit);
    });
    void this.probe(program, instance, probes, markReady);
    return instance;
  }

  /** Polls readiness until ready, then liveness; SIGKILLs an instance whose liveness stops answering. */
  async probe(program, instance, probes, markReady) {
    const liveness = this.options.liveness ?? { periodMs: 5000, timeoutMs: 3000, failures: 6 };
    while (instance.alive && !this.stopping) {
      if (await answers(probes.ready, 2000)) break;
      await sleep(250);
    }
    if (!instance.alive || this.stopping) return;
    instance.readyAt = Date.now();
    markReady();
    this.onReady(program, instance);
    let failures = 0;
    while (instance.alive && !this.stopping && !instance.expectedExit) {
      await sleep(liveness.periodMs);
      if (!instance.alive || this.stopping || instance.expectedExit) return;
      failures = (await answers(probes.live, liveness.timeoutMs)) ? 0 : failures + 1;
      if (failures >= liveness.failures) {
        this.options.warn(
          `${program.spec.name} (pid ${instance.child.pid}) did not answer its liveness probe ${failures} times in a row; killing it (SIGKILL)`,
        );
        instance.child.kill('SIGKILL');
        return;
      }
    }
  }

  onReady(program, instance) {
    if (program.current !== instance) return;
    program.state = 'up';
    if (program.downSince !== undefined) {
      this.options.say(
        `${program.spec.name} is back (pid ${instance.child.pid}), ${seconds(instance.readyAt - program.downSince)} after it went down`,
      );
      program.downSince = undefined;
    } else {
      this.options.say(`${program.spec.name} is ready (pid ${instance.child.pid})`);
    }
  }

  onExit(program, instance, { code, signal }) {
    this.instances.delete(instance);
    const { name } = program.spec;
    const exitedAt = Date.now();
    const how = describeExit({ code, signal });
    if (this.stopping || instance.expectedExit === 'stop' || instance.expectedExit === 'discard') {
      this.options.say(`${name} (pid ${instance.child.pid}) stopped (${how})`);
      return;
    }
    if (instance.expectedExit === 'replaced') {
      this.options.say(`${name}: old pid ${instance.child.pid} finished its work and stopped (${how})`);
      return;
    }
    if (program.current !== instance) return;
    program.current = undefined;
    if (instance.expectedExit === 'relaunch') {
      this.options.say(`${name} (pid ${instance.child.pid}) stopped (${how}); starting it again`);
      program.downSince = exitedAt;
      void this.launch(program);
      return;
    }
    const upFor = seconds(exitedAt - instance.startedAt);
    program.exits = pruneExits(
      [...program.exits, { startedAt: instance.startedAt, exitedAt, code, signal }],
      exitedAt,
      this.options.policy,
    );
    program.downSince ??= exitedAt;
    const decision = decideRestart(program.exits, exitedAt, this.options.policy);
    if (decision.action === 'give-up') {
      program.state = 'given-up';
      const windowMin = Math.round(this.options.policy.crashWindowMs / 60_000);
      this.options.warn(
        `${name} exited (${how}) after ${upFor}: ${decision.crashesInWindow} exits within ${windowMin} min, so it is LEFT DOWN. ` +
          `Whatever needs ${name} fails until it runs again (see its log above). Fix the cause, then type "restart ${name}" here or restart the portal.`,
      );
      this.onGiveUp(name);
      return;
    }
    program.state = 'backoff';
    this.options.warn(
      `${name} exited (${how}) after ${upFor}; restarting in ${seconds(decision.delayMs)} ` +
        `(${decision.crashesInWindow} of ${this.options.policy.maxCrashes} exits within ${Math.round(this.options.policy.crashWindowMs / 60_000)} min leave it down)`,
    );
    program.timer = setTimeout(() => {
      if (!this.stopping) void this.launch(program);
    }, decision.delayMs);
  }
}
