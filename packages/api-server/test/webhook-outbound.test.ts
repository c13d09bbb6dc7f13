import http from 'node:http';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { addressRange, isAllowedAddress } from '../src/modules/webhooks/blocked-addresses';
import {
  checkWebhookUrl,
  parseRetryAfter,
  postWebhook,
  type ResolvedAddress,
  type Resolver,
} from '../src/modules/webhooks/outbound-call';
import { newWebhookSecret, signWebhook } from '../src/modules/webhooks/webhook-signature';

// Real receivers on 127.0.0.1, started here with node:http. The internet is out of reach, so the
// https calls to public addresses are tested for their refusals; the successful path runs over
// http to loopback with allowLoopback, the development and test setting.

type ReceivedRequest = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
type Receiver = {
  port: number;
  /** http://127.0.0.1:<port> */
  origin: string;
  requests: ReceivedRequest[];
  /** TCP connections accepted, answered or not: the proof that a refused call never connected. */
  connections: () => number;
};

const openServers: http.Server[] = [];
afterEach(async () => {
  const servers = openServers.splice(0);
  for (const server of servers) server.closeAllConnections();
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A receiver that records every request, then lets `answer` respond (or not). */
async function startReceiver(answer: (response: http.ServerResponse, request: ReceivedRequest) => void) {
  const requests: ReceivedRequest[] = [];
  let connections = 0;
  const server = http.createServer((incoming, response) => {
    let body = '';
    incoming.setEncoding('utf8');
    incoming.on('data', (chunk: string) => (body += chunk));
    incoming.on('end', () => {
      const request = {
        method: incoming.method ?? '',
        url: incoming.url ?? '',
        headers: incoming.headers,
        body,
      };
      requests.push(request);
      answer(response, request);
    });
  });
  server.on('connection', () => (connections += 1));
  openServers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const receiver: Receiver = {
    port,
    origin: `http://127.0.0.1:${port}`,
    requests,
    connections: () => connections,
  };
  return receiver;
}

const answerWith =
  (status: number, body = '', headers: http.OutgoingHttpHeaders = {}) =>
  (response: http.ServerResponse) =>
    response.writeHead(status, headers).end(body);

/** A resolver answering from a list, one entry per call (the last one repeats), and counting calls. */
function scriptedResolver(...answers: string[][]): Resolver & { calls: () => number } {
  let calls = 0;
  const resolve = (): Promise<ResolvedAddress[]> => {
    const answer = answers[Math.min(calls, answers.length - 1)] ?? [];
    calls += 1;
    return Promise.resolve(answer.map((address) => ({ address, family: net.isIP(address) })));
  };
  return Object.assign(resolve, { calls: () => calls });
}

const delivery = { headers: {}, body: '{"type":"ping"}' };
const PUBLIC_V4 = '93.184.215.14';

describe('addresses', () => {
  it.each([
    ['8.8.8.8', 'unicast'],
    ['2606:4700:4700::1111', 'unicast'],
    ['::ffff:8.8.8.8', 'unicast'],
    ['127.0.0.1', 'loopback'],
    ['127.8.9.10', 'loopback'],
    ['::1', 'loopback'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.1', 'private'],
    ['::ffff:192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['fe80::1', 'linkLocal'],
    ['fe80::1%lo', 'linkLocal'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['192.0.2.1', 'reserved'],
    ['2001:db8::1', 'reserved'],
    ['::7f00:1', 'reserved'],
    ['64:ff9b::7f00:1', 'rfc6052'],
    ['2002:7f00:1::1', '6to4'],
    ['2001:0:4136:e378::1', 'teredo'],
    ['127.1', 'invalid'],
    ['localhost', 'invalid'],
  ])('%s is %s', (address, range) => {
    expect(addressRange(address)).toBe(range);
  });

  it('lets through public addresses, and loopback only when allowed', () => {
    const production = { publicAllowed: true, loopbackAllowed: false };
    const development = { publicAllowed: true, loopbackAllowed: true };
    expect(isAllowedAddress('8.8.8.8', production)).toBe(true);
    expect(isAllowedAddress('127.0.0.1', production)).toBe(false);
    expect(isAllowedAddress('127.0.0.1', development)).toBe(true);
    expect(isAllowedAddress('::1', development)).toBe(true);
    for (const address of ['10.0.0.1', '169.254.169.254', '100.64.0.1', 'fd00::1', '0.0.0.0', '127.1']) {
      expect(isAllowedAddress(address, development), address).toBe(false);
    }
  });
});

describe('postWebhook to a receiver', () => {
  it('posts the body and headers and answers ok with the status and duration', async () => {
    const receiver = await startReceiver(answerWith(200, 'thanks'));
    const secret = newWebhookSecret();
    const headers = signWebhook({
      id: 'msg_1',
      timestamp: Math.floor(Date.now() / 1000),
      body: delivery.body,
      secrets: [secret],
    });
    const result = await postWebhook(
      `${receiver.origin}/hooks?tenant=7`,
      { headers, body: delivery.body },
      { allowLoopback: true },
    );
    expect(result).toEqual({
      ok: true,
      status: 200,
      durationMs: expect.any(Number),
      responseBody: 'thanks',
      responseTruncated: false,
    });
    expect(result.durationMs).toBeGreaterThanOrEqual(0);
    expect(result.durationMs).toBeLessThan(5_000);
    expect(receiver.requests).toHaveLength(1);
    const [received] = receiver.requests;
    expect(received).toMatchObject({ method: 'POST', url: '/hooks?tenant=7', body: delivery.body });
    expect(received?.headers).toMatchObject({
      ...headers,
      'content-type': 'application/json',
      'content-length': String(Buffer.byteLength(delivery.body)),
    });
  });

  it('connects to a host name through the checked lookup, whichever way Node asks for addresses', async () => {
    const receiver = await startReceiver(answerWith(204));
    const url = `http://receiver.test:${receiver.port}/`;
    const resolve = scriptedResolver(['127.0.0.1']);
    const viaAutoSelect = await postWebhook(url, delivery, { allowLoopback: true, resolve });
    // Without autoSelectFamily Node asks the lookup for one address instead of all of them.
    const autoSelect = net.getDefaultAutoSelectFamily();
    net.setDefaultAutoSelectFamily(!autoSelect);
    const viaSingle = await postWebhook(url, delivery, { allowLoopback: true, resolve }).finally(() =>
      net.setDefaultAutoSelectFamily(autoSelect),
    );
    expect([viaAutoSelect.status, viaSingle.status]).toEqual([204, 204]);
    expect([viaAutoSelect.ok, viaSingle.ok]).toEqual([true, true]);
    expect(resolve.calls()).toBe(2);
    expect(receiver.requests).toHaveLength(2);
  });

  it.each([500, 410, 404, 401])('answers %i as not ok, with its status and body', async (status) => {
    const receiver = await startReceiver(answerWith(status, `status ${status}`));
    const result = await postWebhook(receiver.origin, delivery, { allowLoopback: true });
    expect(result).toMatchObject({
      ok: false,
      status,
      error: 'http_status',
      responseBody: `status ${status}`,
    });
  });

  it('reads Retry-After in seconds and as an HTTP date', async () => {
    const inSeconds = await startReceiver(answerWith(503, '', { 'retry-after': '120' }));
    const asDate = await startReceiver(
      answerWith(429, '', { 'retry-after': new Date(Date.now() + 90_000).toUTCString() }),
    );
    const first = await postWebhook(inSeconds.origin, delivery, { allowLoopback: true });
    const second = await postWebhook(asDate.origin, delivery, { allowLoopback: true });
    expect(first).toMatchObject({ ok: false, status: 503, retryAfterSeconds: 120 });
    expect(second).toMatchObject({ ok: false, status: 429 });
    expect(second.retryAfterSeconds).toBeGreaterThanOrEqual(88);
    expect(second.retryAfterSeconds).toBeLessThanOrEqual(90);
  });

  it('never follows a redirect: the Location receives nothing', async () => {
    const target = await startReceiver(answerWith(200));
    const redirecting = await startReceiver(answerWith(302, '', { location: `${target.origin}/elsewhere` }));
    const result = await postWebhook(redirecting.origin, delivery, { allowLoopback: true });
    expect(result).toMatchObject({ ok: false, status: 302, error: 'redirect' });
    expect(redirecting.requests).toHaveLength(1);
    expect(target.connections()).toBe(0);
  });

  it('gives up on a receiver that never answers', async () => {
    const receiver = await startReceiver(() => {});
    const result = await postWebhook(receiver.origin, delivery, { allowLoopback: true, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, error: 'timeout', responseBody: '' });
    expect(result.status).toBeUndefined();
    expect(result.durationMs).toBeGreaterThanOrEqual(290);
    expect(result.durationMs).toBeLessThan(3_000);
    expect(receiver.requests).toHaveLength(1);
  });

  it('gives up on a connection that is not made in time (here: a name that never resolves)', async () => {
    const result = await postWebhook('https://stuck.test/', delivery, {
      resolve: () => new Promise(() => {}),
      connectTimeoutMs: 200,
    });
    expect(result).toMatchObject({ ok: false, error: 'connect_timeout' });
    expect(result.durationMs).toBeLessThan(3_000);
  });

  it('keeps the status of a 2xx answer sent too slowly, but fails it as a timeout', async () => {
    const receiver = await startReceiver((response) => {
      response.writeHead(200);
      response.write('partial');
    });
    const result = await postWebhook(receiver.origin, delivery, { allowLoopback: true, timeoutMs: 300 });
    expect(result).toMatchObject({ ok: false, status: 200, error: 'timeout', responseBody: 'partial' });
  });

  it('cuts an answer at the size cap and keeps its first 2 KB', async () => {
    const megabyte = 1024 * 1024;
    const chunk = Buffer.alloc(16 * 1024, 'a');
    let receiverFinished = false;
    let receiverClosed: () => void = () => {};
    const closed = new Promise<void>((resolve) => (receiverClosed = resolve));
    const receiver = await startReceiver((response) => {
      response.writeHead(200, { 'content-length': megabyte });
      response.on('finish', () => (receiverFinished = true));
      response.on('close', receiverClosed);
      // Paced, so that a client reading to the end would take about a second.
      let sent = 0;
      const sendNext = () => {
        if (response.destroyed || sent >= megabyte) return;
        response.write(chunk);
        sent += chunk.length;
        if (sent >= megabyte) response.end();
        else setTimeout(sendNext, 15);
      };
      sendNext();
    });
    const result = await postWebhook(receiver.origin, delivery, { allowLoopback: true });
    expect(result).toMatchObject({ ok: true, status: 200, responseTruncated: true });
    expect(result.responseBody).toBe('a'.repeat(2048));
    expect(result.durationMs).toBeLessThan(800);
    await closed;
    expect(receiverFinished).toBe(false);
  });

  it('marks an answer over 2 KB as truncated without cutting it', async () => {
    const receiver = await startReceiver(answerWith(200, 'é'.repeat(1500)));
    const result = await postWebhook(receiver.origin, delivery, { allowLoopback: true });
    expect(result).toMatchObject({ ok: true, responseTruncated: true });
    // 2 KB of two-byte characters: exactly 1024 of them, none cut in half.
    expect(result.responseBody).toBe('é'.repeat(1024));
  });

  it('answers a receiver that closes the connection as a connection error', async () => {
    const receiver = await startReceiver((response) => response.socket?.destroy());
    const result = await postWebhook(receiver.origin, delivery, { allowLoopback: true });
    expect(result).toMatchObject({ ok: false, error: 'connection' });
  });

  it('answers a failed TLS handshake as a tls error (here: https to a plain http receiver)', async () => {
    const receiver = await startReceiver(answerWith(200));
    const result = await postWebhook(`https://receiver.test:${receiver.port}/`, delivery, {
      allowLoopback: true,
      resolve: scriptedResolver(['127.0.0.1']),
    });
    expect(result).toMatchObject({ ok: false, error: 'tls' });
    expect(receiver.connections()).toBe(1);
    expect(receiver.requests).toHaveLength(0);
  });

  it('answers a name that does not resolve as a dns error', async () => {
    const notFound = Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' });
    const failing = await postWebhook('https://nowhere.test/', delivery, {
      resolve: () => Promise.reject(notFound),
    });
    const empty = await postWebhook('https://nowhere.test/', delivery, { resolve: scriptedResolver([]) });
    expect([failing.error, empty.error]).toEqual(['dns', 'dns']);
  });

  it('answers a header Node will not send as bad_request, without throwing', async () => {
    const result = await postWebhook(
      'https://8.8.8.8/',
      { headers: { 'x-note': 'line\nbreak' }, body: '' },
      { resolve: scriptedResolver([]) },
    );
    expect(result).toMatchObject({ ok: false, error: 'bad_request' });
  });
});

describe('postWebhook refusals', () => {
  it.each([
    'not a url',
    'ftp://example.com/hook',
    'https://user:secret@example.com/hook',
    'https://:secret@example.com/hook',
    'file:///etc/passwd',
  ])('refuses %s as a bad URL', async (url) => {
    const resolve = scriptedResolver([PUBLIC_V4]);
    expect(await postWebhook(url, delivery, { resolve })).toMatchObject({ ok: false, error: 'bad_url' });
    expect(resolve.calls()).toBe(0);
  });

  it('refuses plain http unless allowLoopback, and then to loopback only', async () => {
    const resolve = scriptedResolver([PUBLIC_V4]);
    const receiver = await startReceiver(answerWith(200));
    expect(await postWebhook('http://example.com/', delivery, { resolve })).toMatchObject({
      error: 'bad_url',
    });
    expect(await postWebhook(receiver.origin, delivery, { resolve })).toMatchObject({ error: 'bad_url' });
    expect(resolve.calls()).toBe(0);
    const development = { resolve, allowLoopback: true };
    expect(await postWebhook('http://example.com/', delivery, development)).toMatchObject({
      error: 'refused_address',
    });
    expect(await postWebhook(`http://${PUBLIC_V4}/`, delivery, development)).toMatchObject({
      error: 'refused_address',
    });
    expect(receiver.connections()).toBe(0);
  });

  it('refuses loopback without allowLoopback: the receiver sees no connection', async () => {
    const receiver = await startReceiver(answerWith(200));
    const byAddress = await postWebhook(`https://127.0.0.1:${receiver.port}/`, delivery);
    const byName = await postWebhook(`https://localhost:${receiver.port}/`, delivery);
    const byResolver = await postWebhook(`https://receiver.test:${receiver.port}/`, delivery, {
      resolve: scriptedResolver(['127.0.0.1']),
    });
    expect([byAddress.error, byName.error, byResolver.error]).toEqual([
      'refused_address',
      'refused_address',
      'refused_address',
    ]);
    expect(receiver.connections()).toBe(0);
  });

  it.each([
    '10.0.0.1',
    '169.254.169.254',
    '100.64.0.1',
    '192.168.0.10',
    '172.16.5.4',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '[::1]',
    '[::]',
    '[::ffff:127.0.0.1]',
    '[::ffff:169.254.169.254]',
    '[fd00::1]',
    '[fe80::1]',
    '[64:ff9b::a00:1]',
    '[2002:a00:1::]',
    '[::127.0.0.1]',
    // Spellings the URL parser turns into 127.0.0.1.
    '2130706433',
    '0x7f.1',
  ])('refuses the IP literal %s without resolving it', async (host) => {
    const resolve = scriptedResolver([PUBLIC_V4]);
    const options = { resolve, allowLoopback: false };
    const result = await postWebhook(`https://${host}/hook`, delivery, options);
    expect(result).toMatchObject({ ok: false, error: 'refused_address' });
    expect(await checkWebhookUrl(`https://${host}/hook`, options)).toEqual({
      ok: false,
      error: 'refused_address',
    });
    expect(resolve.calls()).toBe(0);
  });

  it('refuses a name that rebinds to loopback after it was checked: the receiver sees nothing', async () => {
    const receiver = await startReceiver(answerWith(200));
    const url = `https://rebinding.test:${receiver.port}/hook`;
    const resolve = scriptedResolver([PUBLIC_V4], ['127.0.0.1']);
    expect(await checkWebhookUrl(url, { resolve })).toEqual({ ok: true });
    const result = await postWebhook(url, delivery, { resolve });
    expect(result).toMatchObject({ ok: false, error: 'refused_address' });
    expect(resolve.calls()).toBe(2);
    expect(receiver.connections()).toBe(0);
  });

  it.each([
    [[PUBLIC_V4, '127.0.0.1']],
    [['127.0.0.1', PUBLIC_V4]],
    [[PUBLIC_V4, '10.0.0.7']],
    [['2606:4700:4700::1111', 'fd00::1']],
  ])('refuses a name resolving to %j: one refused address refuses them all', async (addresses) => {
    const receiver = await startReceiver(answerWith(200));
    const url = `https://mixed.test:${receiver.port}/hook`;
    const resolve = scriptedResolver(addresses);
    expect(await postWebhook(url, delivery, { resolve })).toMatchObject({
      ok: false,
      error: 'refused_address',
    });
    expect(await checkWebhookUrl(url, { resolve })).toEqual({ ok: false, error: 'refused_address' });
    expect(receiver.connections()).toBe(0);
  });
});

describe('checkWebhookUrl', () => {
  it('accepts https to public addresses', async () => {
    const resolve = scriptedResolver([PUBLIC_V4, '2606:4700:4700::1111']);
    expect(await checkWebhookUrl('https://hooks.example.com/in', { resolve })).toEqual({ ok: true });
    expect(await checkWebhookUrl(`https://${PUBLIC_V4}/in`, { resolve })).toEqual({ ok: true });
  });

  it('accepts loopback, over http too, only with allowLoopback', async () => {
    const resolve = scriptedResolver(['127.0.0.1']);
    expect(await checkWebhookUrl('http://dev.test:3000/in', { resolve, allowLoopback: true })).toEqual({
      ok: true,
    });
    expect(await checkWebhookUrl('http://[::1]:3000/in', { allowLoopback: true })).toEqual({ ok: true });
    expect(await checkWebhookUrl('https://dev.test/in', { resolve })).toEqual({
      ok: false,
      error: 'refused_address',
    });
  });

  it('answers bad URLs and names that do not resolve', async () => {
    expect(await checkWebhookUrl('http://example.com/')).toEqual({ ok: false, error: 'bad_url' });
    expect(await checkWebhookUrl('https://x.test/', { resolve: scriptedResolver([]) })).toEqual({
      ok: false,
      error: 'dns',
    });
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z');
  it.each([
    ['120', 120],
    [' 0 ', 0],
    ['Sun, 01 Mar 2026 12:01:30 GMT', 90],
    ['Sunday, 01-Mar-26 12:00:10 GMT', 10],
    ['Sun Mar  1 12:00:05 2026', 5],
    ['Sun, 01 Mar 2026 11:00:00 GMT', 0],
    ['-5', undefined],
    ['1.5', undefined],
    ['soon', undefined],
    ['99999999999999999999', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds);
  });
});
