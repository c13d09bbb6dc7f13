import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { INSTANCE_NAMES, startProxy, type InstanceName, type Proxy } from './proxy';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

type Instance = {
  name: InstanceName;
  port: number;
  dataDir: string;
  child: ChildProcess | undefined;
  /** The last lines the process wrote (stdout and stderr), for failure messages. */
  output: string[];
};

export type Cluster = {
  proxy: Proxy;
  ports: Record<InstanceName, number>;
  /** SIGKILL to the instance's process group; resolves once it has exited. */
  kill: (name: InstanceName) => Promise<void>;
  /** Starts the instance again on its port and waits until it is healthy. */
  restart: (name: InstanceName) => Promise<void>;
  /** What the instance printed (warnings and errors at LOG_LEVEL=warn). */
  logs: (name: InstanceName) => string;
  /** Stops the proxy and every instance (SIGTERM, then SIGKILL), removes the data directories. */
  stop: () => Promise<void>;
};

// Every child ever started, so that even a crashing worker does not leave servers behind.
const live = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of live) killGroup(child, 'SIGKILL');
});

function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  if (child.pid === undefined || child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    child.kill(signal);
  }
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

function healthStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 2000 },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** The environment of an instance: only what it needs, nothing inherited from the shell or Vitest. */
function instanceEnv(instance: Instance, extra: Record<string, string>): NodeJS.ProcessEnv {
  const inherited: NodeJS.ProcessEnv = {};
  for (const name of ['PATH', 'HOME', 'TMPDIR', 'LANG', 'SYSTEMROOT']) {
    if (process.env[name] !== undefined) inherited[name] = process.env[name];
  }
  return {
    ...inherited,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(instance.port),
    DATA_DIR: instance.dataDir,
    LOG_LEVEL: 'warn',
    ...extra,
  };
}

async function launch(instance: Instance, extra: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: packageDir,
    env: instanceEnv(instance, extra),
    // Its own process group, so a kill reaches everything it may have started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  live.add(child);
  child.once('exit', () => live.delete(child));
  instance.child = child;
  const keep = (chunk: Buffer) => {
    instance.output.push(chunk.toString('utf8'));
    if (instance.output.length > 200) instance.output.shift();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `instance ${instance.name} exited (${child.exitCode ?? child.signalCode}) while starting:\n${instance.output.join('')}`,
      );
    }
    if ((await healthStatus(instance.port)) === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`instance ${instance.name} not healthy within 60 s:\n${instance.output.join('')}`);
}

/**
 * Starts instances A and B (`node --import tsx src/main.ts`, each its own process group, port and
 * data directory) with the same environment, waits until both answer /api/health, and puts the
 * round-robin proxy in front. Both start at once: migrations serialise on PostgreSQL's advisory lock.
 */
export async function startCluster(env: Record<string, string>): Promise<Cluster> {
  const instances = {} as Record<InstanceName, Instance>;
  for (const name of INSTANCE_NAMES) {
    instances[name] = {
      name,
      port: await freePort(),
      dataDir: fs.mkdtempSync(path.join(os.tmpdir(), `food-admin-cluster-${name}-`)),
      child: undefined,
      output: [],
    };
  }
  let proxy: Proxy | undefined;
  const cluster: Cluster = {
    get proxy(): Proxy {
      if (proxy === undefined) throw new Error('the proxy is not running');
      return proxy;
    },
    ports: { A: instances.A.port, B: instances.B.port },
    kill: async (name) => {
      const child = instances[name].child;
      if (child === undefined) return;
      killGroup(child, 'SIGKILL');
      await exited(child);
    },
    restart: async (name) => {
      const child = instances[name].child;
      if (child !== undefined && child.exitCode === null && child.signalCode === null) {
        throw new Error(`instance ${name} is still running`);
      }
      await launch(instances[name], env);
    },
    logs: (name) => instances[name].output.join(''),
    stop: async () => {
      await proxy?.close();
      proxy = undefined;
      await Promise.all(
        INSTANCE_NAMES.map(async (name) => {
          const child = instances[name].child;
          if (child === undefined) return;
          killGroup(child, 'SIGTERM');
          const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5000);
          await exited(child);
          clearTimeout(timer);
        }),
      );
      for (const name of INSTANCE_NAMES) fs.rmSync(instances[name].dataDir, { recursive: true, force: true });
    },
  };
  try {
    await Promise.all(INSTANCE_NAMES.map((name) => launch(instances[name], env)));
    proxy = await startProxy(cluster.ports);
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
