// @ts-check
import http from 'node:http';
import { percentile } from './percentile.mjs';
import { round } from './format.mjs';

/*
 * Webhooks under load (docs/performance.md, issue target: 1,000 changes a minute reach a healthy
 * receiver within 2 s p99 of their commit; a receiver that is down does not slow the API).
 * A receiver on loopback subscribes to restaurant.updated; restaurants are edited through
 * PUT /api/restaurants/{id}, evenly over the phase. Each delivery is matched to its change by the
 * payload's id and version; its delay is counted from the moment the PUT was sent, an upper bound
 * of the delay from its commit. Then the receiver stops answering (each call waits out the
 * sender's 15 s timeout) and the same edits are timed again.
 */

/**
 * @param {{ baseUrl: string }} server
 * @param {string} token an admin's ID token
 * @param {{ changes: number, seconds: number }} options
 */
export async function measureWebhooks(server, token, { changes, seconds }) {
  /** @type {(method: string, path: string, body?: unknown) => Promise<any>} */
  const call = async (method, path, body) => {
    const response = await fetch(server.baseUrl + path, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? undefined : response.json();
  };

  /** Arrival time by `${id}:${version}`. */
  const arrivals = new Map();
  let hang = false;
  const receiver = http.createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (hang) return; // never answers: the sender waits out its timeout
      const { data } = JSON.parse(body);
      if (!arrivals.has(`${data.id}:${data.version}`)) arrivals.set(`${data.id}:${data.version}`, Date.now());
      response.writeHead(200).end('ok');
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (receiver.address());
  const { endpoint } = await call('POST', '/admin/webhooks', {
    url: `http://127.0.0.1:${address.port}/bench`,
    eventTypes: ['restaurant.updated'],
  });
  try {
    const page = await call('GET', '/api/restaurants?page=0&size=50');
    /** @type {any[]} */
    const restaurants = page.content;

    /** Edits `count` restaurants' descriptions evenly over `phaseSeconds`; answers each edit's timings. */
    const edit = async (
      /** @type {number} */ count,
      /** @type {number} */ phaseSeconds,
      /** @type {string} */ tag,
    ) => {
      const spacing = (phaseSeconds * 1000) / count;
      const started = Date.now();
      /** @type {Promise<{ key: string, sentAt: number, tookMs: number }>[]} */
      const edits = [];
      for (let index = 0; index < count; index++) {
        const wait = started + index * spacing - Date.now();
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        const restaurant = restaurants[index % restaurants.length];
        const sentAt = Date.now();
        edits.push(
          call('PUT', `/api/restaurants/${restaurant.id}`, {
            name: restaurant.name,
            address: restaurant.address,
            isActive: restaurant.isActive,
            description: `bench ${tag} ${index}`,
          }).then((saved) => ({ key: `${saved.id}:${saved.version}`, sentAt, tookMs: Date.now() - sentAt })),
        );
      }
      return Promise.all(edits);
    };

    const healthy = await edit(changes, seconds, 'healthy');
    const deadline = Date.now() + 30_000;
    while (healthy.some((row) => !arrivals.has(row.key)) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 200));
    const delays = healthy
      .filter((row) => arrivals.has(row.key))
      .map((row) => arrivals.get(row.key) - row.sentAt);

    hang = true;
    const down = await edit(Math.round(changes / 2), seconds / 2, 'down');
    const ms = (/** @type {number[]} */ samples) => ({
      p50: round(percentile(samples, 50), 0),
      p99: round(percentile(samples, 99), 0),
    });
    return {
      changes: healthy.length,
      delivered: delays.length,
      deliveryMs: { ...ms(delays), max: round(Math.max(...delays), 0) },
      within2s: delays.filter((delay) => delay <= 2000).length,
      putMsHealthy: ms(healthy.map((row) => row.tookMs)),
      putMsReceiverDown: ms(down.map((row) => row.tookMs)),
    };
  } finally {
    await call('DELETE', `/admin/webhooks/${endpoint.id}`);
    receiver.closeAllConnections();
    await new Promise((resolve) => receiver.close(() => resolve(undefined)));
  }
}
