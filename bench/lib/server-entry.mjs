// @ts-check
// The real api-server, started the way production starts it (createServer + loadConfig from the
// environment), plus an event-loop delay histogram that the bench reads over IPC between runs.
// Run as a forked child: `node --import tsx bench/lib/server-entry.mjs`.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createServer, loadConfig } from '@food-admin/api-server';

if (!process.send) throw new Error('server-entry must be started with an IPC channel (child_process.fork)');
const send = /** @type {(message: unknown) => void} */ (process.send.bind(process));

// 10 ms sampling resolution is the Node default; the histogram records how late each sample ran.
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();

const server = await createServer({ config: loadConfig(process.env) });
const address = await server.listen();

const ms = (/** @type {number} */ ns) => Math.round((ns / 1e6) * 100) / 100;
process.on('message', (/** @type {{ type: string }} */ message) => {
  if (message.type === 'loop-delay:reset') {
    loopDelay.reset();
    send({ type: 'loop-delay:reset' });
  } else if (message.type === 'loop-delay:read') {
    send({
      type: 'loop-delay',
      p50: ms(loopDelay.percentile(50)),
      p99: ms(loopDelay.percentile(99)),
      max: ms(loopDelay.max),
    });
  } else if (message.type === 'stop') {
    void server.close().then(() => process.exit(0));
  }
});
send({ type: 'ready', address });
