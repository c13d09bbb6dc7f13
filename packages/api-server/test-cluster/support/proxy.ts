import http, { type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type InstanceName = 'A' | 'B';
export const INSTANCE_NAMES: readonly InstanceName[] = ['A', 'B'];

/** Request header: send this request to the named instance instead of the next one in turn. */
export const PIN_HEADER = 'x-cluster-instance';
/** Response header: the instance that answered (or that the proxy failed to reach). */
export const SERVED_BY_HEADER = 'x-cluster-served-by';

// Connection-level headers are the proxy's business, never forwarded (RFC 9110 §7.6.1).
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

function forwardable(headers: IncomingHttpHeaders, drop: (name: string) => boolean): OutgoingHttpHeaders {
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name) && !drop(name)) out[name] = value;
  }
  return out;
}

export type Proxy = {
  url: string;
  /** Requests forwarded to each instance whose response has not finished yet. */
  inFlight: Record<InstanceName, number>;
  /** Requests forwarded to each instance since the start. */
  forwarded: Record<InstanceName, number>;
  close: () => Promise<void>;
};

/**
 * A minimal reverse proxy in front of the instances, as a load balancer would be: round-robin per
 * request (not per connection), the address of the client's socket appended to `X-Forwarded-For`
 * as nginx's `$proxy_add_x_forwarded_for` and cloud load balancers do (what the client wrote there
 * stays in front of it: the server must trust only the hops it is told to), and
 * 502 when the chosen instance cannot be reached (no retry on the other one: a test must see what a
 * dead instance costs). A request can be pinned with the PIN_HEADER header. No keep-alive upstream,
 * so a pooled socket closed by an instance can never turn into a spurious 502.
 */
export async function startProxy(ports: Record<InstanceName, number>): Promise<Proxy> {
  const inFlight: Record<InstanceName, number> = { A: 0, B: 0 };
  const forwarded: Record<InstanceName, number> = { A: 0, B: 0 };
  let turn = 0;

  const server = http.createServer((req, res) => {
    const pinned = req.headers[PIN_HEADER];
    let name: InstanceName;
    if (pinned === undefined) {
      name = INSTANCE_NAMES[turn % INSTANCE_NAMES.length] as InstanceName;
      turn += 1;
    } else if (pinned === 'A' || pinned === 'B') {
      name = pinned;
    } else {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: `Unknown instance "${String(pinned)}"` }));
      return;
    }

    const headers = forwardable(
      req.headers,
      (header) => header === PIN_HEADER || header.startsWith('x-forwarded-'),
    );
    const written = req.headers['x-forwarded-for'];
    const client = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = written === undefined ? client : `${String(written)}, ${client}`;
    headers['x-forwarded-proto'] = 'http';
    if (req.headers.host !== undefined) headers['x-forwarded-host'] = req.headers.host;

    forwarded[name] += 1;
    inFlight[name] += 1;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      inFlight[name] -= 1;
    };
    res.on('close', finish);

    const upstream = http.request(
      { host: '127.0.0.1', port: ports[name], method: req.method, path: req.url, headers, agent: false },
      (upstreamRes) => {
        res.writeHead(upstreamRes.statusCode ?? 502, {
          ...forwardable(upstreamRes.headers, () => false),
          [SERVED_BY_HEADER]: name,
        });
        upstreamRes.pipe(res);
        // The instance died while sending the body: the client must see a broken response, not a short one.
        upstreamRes.on('aborted', () => res.destroy());
        upstreamRes.on('error', () => res.destroy());
      },
    );
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      res.writeHead(502, { 'content-type': 'application/json', [SERVED_BY_HEADER]: name });
      res.end(JSON.stringify({ message: 'Bad gateway', instance: name, error: error.message }));
    });
    // The client gave up: so does the proxy.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    inFlight,
    forwarded,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
