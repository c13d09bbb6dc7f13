import { promises as dns } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { StringDecoder } from 'node:string_decoder';
import { allowsAllAddresses, isAllowedAddress, type AddressRule } from './blocked-addresses';

/**
 * One POST of a webhook delivery to a customer's URL, safe to point at anything: https only, never
 * an address of our own network (blocked-addresses.ts), never a redirect, bounded in time and in
 * what it reads. The address check runs inside the connection's own DNS lookup, on the very
 * addresses the socket then connects to, so a name that resolves to a public address when checked
 * and to a private one a moment later (DNS rebinding) is still refused (docs/architecture.md#outbound-calls).
 */

/** Why a call did not succeed, short enough for a delivery log. */
export type OutboundCallError =
  /** Not a URL, not https (http only with allowLoopback), or with a user name or password. */
  | 'bad_url'
  /** The host is, or resolves to, an address the rule refuses. */
  | 'refused_address'
  /** The host name did not resolve. */
  | 'dns'
  /** No connection within the connect timeout (name resolution included). */
  | 'connect_timeout'
  /** No complete answer within the call's timeout. */
  | 'timeout'
  /** Refused, reset or closed by the receiver, or unreachable. */
  | 'connection'
  /** The TLS handshake failed: an invalid, expired or mismatched certificate, or no TLS at all. */
  | 'tls'
  /** A 3xx answer: redirects are never followed, since the target was never checked. */
  | 'redirect'
  /** The receiver answered with a status other than 2xx or 3xx. */
  | 'http_status'
  /** The request could not be written (a header value Node refuses). */
  | 'bad_request';

export type OutboundCallResult = {
  /** A 2xx answer, read to its end or to the size cap. */
  ok: boolean;
  /** The receiver's status, when it answered one (also on a timeout or reset while reading its body). */
  status?: number;
  durationMs: number;
  /** The start of the answer's body as text, at most 2 KB, kept for the delivery log. */
  responseBody: string;
  /**
   * The answer was longer than responseBody: over 2 KB, or over maxResponseBytes, where the
   * connection was cut. Cutting does not change `ok`: the status line is the receiver's verdict,
   * and the body is only kept for the log.
   */
  responseTruncated: boolean;
  /** Set exactly when ok is false. */
  error?: OutboundCallError;
  /** The answer's Retry-After, in seconds from now (0 for a date in the past). */
  retryAfterSeconds?: number;
};

export type ResolvedAddress = { address: string; family: number };
/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type OutboundCallOptions = {
  /**
   * Development and test setting, never for production: also allows loopback addresses and,
   * to them only, plain http, so a receiver on the same machine can be called.
   */
  allowLoopback?: boolean;
  /** Resolves host names; the system resolver by default, injectable so tests can rebind a name. */
  resolve?: Resolver;
  /** From the start of the call until connected (TLS included): 5 s by default. */
  connectTimeoutMs?: number;
  /** The whole call, answer's body included: 15 s by default. */
  timeoutMs?: number;
  /** How much of an answer's body is read before the connection is cut: 64 KB by default. */
  maxResponseBytes?: number;
};

export type OutboundRequest = {
  /** Sent as given, beside content-length; content-type and user-agent have defaults. */
  headers: Record<string, string>;
  body: string;
};

const CONNECT_TIMEOUT_MS = 5_000;
const CALL_TIMEOUT_MS = 15_000;
const MAX_RESPONSE_BYTES = 64 * 1024;
const KEPT_RESPONSE_BYTES = 2 * 1024;
const DEFAULT_HEADERS = { 'content-type': 'application/json', 'user-agent': 'food-admin-webhooks/1' };

const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true });

/** Sends one webhook; never throws: every failure is a result with an error code. */
export async function postWebhook(
  url: string,
  request: OutboundRequest,
  options: OutboundCallOptions = {},
): Promise<OutboundCallResult> {
  const startedAt = performance.now();
  const outcome = await attempt(url, request, options);
  return resultOf(outcome, Math.round(performance.now() - startedAt));
}

export type WebhookUrlCheck = { ok: true } | { ok: false; error: 'bad_url' | 'refused_address' | 'dns' };

/**
 * Whether a URL would be called, judged now: for a clear answer when a receiver's URL is saved.
 * It guarantees nothing for later calls (the name may resolve elsewhere by then); postWebhook
 * checks again at every connection.
 */
export async function checkWebhookUrl(
  url: string,
  options: OutboundCallOptions = {},
): Promise<WebhookUrlCheck> {
  const target = parseTarget(url, options.allowLoopback ?? false);
  if (!target) return { ok: false, error: 'bad_url' };
  let addresses: string[];
  try {
    addresses = net.isIP(target.hostname)
      ? [target.hostname]
      : (await (options.resolve ?? systemResolver)(target.hostname)).map(({ address }) => address);
  } catch {
    return { ok: false, error: 'dns' };
  }
  const refusal = refusalOf(addresses, target.rule);
  return refusal ? { ok: false, error: refusal } : { ok: true };
}

/**
 * The seconds a Retry-After header asks to wait: delta-seconds, or an HTTP-date. All three date
 * forms start with a day name, which keeps Date.parse from reading other text as a date; all are
 * GMT, which the obsolete asctime form leaves unsaid (Date.parse would take it as local time).
 */
export function parseRetryAfter(value: string | undefined, now = Date.now()): number | undefined {
  const text = value?.trim() ?? '';
  if (/^\d+$/.test(text)) {
    const seconds = Number(text);
    return Number.isSafeInteger(seconds) ? seconds : undefined;
  }
  if (!/^[A-Za-z]{3}/.test(text)) return undefined;
  const date = Date.parse(/GMT$/.test(text) ? text : `${text} GMT`);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}

type Target = {
  protocol: 'https:' | 'http:';
  /** Without the brackets of an IPv6 literal. */
  hostname: string;
  port: string;
  path: string;
  rule: AddressRule;
};

function parseTarget(url: string, allowLoopback: boolean): Target | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  const { protocol, username, password, port, pathname, search } = parsed;
  // Plain http would expose the signed body and let anything on the path alter the answer; it is
  // allowed only with allowLoopback, for a receiver on loopback in development and tests.
  const schemeAllowed = protocol === 'https:' || (protocol === 'http:' && allowLoopback);
  // Credentials in a URL would end up in logs and lists of endpoints: refuse rather than strip.
  if (!schemeAllowed || username !== '' || password !== '' || parsed.hostname === '') return undefined;
  return {
    protocol,
    hostname: parsed.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    path: pathname + search,
    rule: { publicAllowed: protocol === 'https:', loopbackAllowed: allowLoopback },
  };
}

/** What a call came to, before its duration is added. */
type Outcome = {
  error?: OutboundCallError;
  status?: number;
  retryAfterSeconds?: number;
  body?: ResponseBody;
};

async function attempt(
  url: string,
  request: OutboundRequest,
  options: OutboundCallOptions,
): Promise<Outcome> {
  const target = parseTarget(url, options.allowLoopback ?? false);
  if (!target) return { error: 'bad_url' };
  // Node connects to an IP literal without calling `lookup`: this is its only check.
  if (net.isIP(target.hostname) && !isAllowedAddress(target.hostname, target.rule)) {
    return { error: 'refused_address' };
  }
  try {
    return await exchange(target, request, options);
  } catch {
    // http.request throws synchronously for header names or values it will not write.
    return { error: 'bad_request' };
  }
}

/** The request and its answer, settled once by whichever comes first: the answer, an error, a timer. */
function exchange(target: Target, request: OutboundRequest, options: OutboundCallOptions): Promise<Outcome> {
  return new Promise((resolve) => {
    const outcome: Outcome = {};
    let settled = false;
    const settle = (error?: OutboundCallError) => {
      if (settled) return;
      settled = true;
      clearTimeout(connectTimer);
      clearTimeout(callTimer);
      // Also cuts an answer still streaming in, so nothing more is read or waited for.
      outgoing.destroy();
      resolve({ ...outcome, error });
    };

    const outgoing = (target.protocol === 'https:' ? https : http).request({
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      path: target.path,
      method: 'POST',
      headers: { ...DEFAULT_HEADERS, ...request.headers, 'content-length': Buffer.byteLength(request.body) },
      lookup: checkedLookup(options.resolve ?? systemResolver, target.rule),
      // A connection of its own for every call: each one resolves and is checked again, and the
      // timeouts measure a fresh connect rather than a socket left from an earlier call.
      agent: false,
      // Explicit, so that NODE_TLS_REJECT_UNAUTHORIZED=0 in the environment cannot turn it off.
      rejectUnauthorized: true,
    });
    const connectTimer = setTimeout(
      () => settle('connect_timeout'),
      options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS,
    );
    const callTimer = setTimeout(() => settle('timeout'), options.timeoutMs ?? CALL_TIMEOUT_MS);

    outgoing.on('socket', (socket) => {
      socket.once(target.protocol === 'https:' ? 'secureConnect' : 'connect', () =>
        clearTimeout(connectTimer),
      );
    });
    outgoing.on('error', (error) => settle(errorCodeOf(error)));
    outgoing.on('response', (answer) => {
      outcome.status = answer.statusCode;
      outcome.retryAfterSeconds = parseRetryAfter(answer.headers['retry-after']);
      // The Location is never requested: it was not checked, and it may well be internal.
      if (isRedirect(answer.statusCode)) return settle('redirect');
      const body = new ResponseBody(options.maxResponseBytes ?? MAX_RESPONSE_BYTES);
      outcome.body = body;
      answer.on('data', (chunk: Buffer) => {
        if (!body.add(chunk)) settle();
      });
      answer.on('end', () => settle());
      answer.on('error', (error) => settle(errorCodeOf(error)));
      // Closed before its end without an 'error': the receiver cut the body short.
      answer.on('close', () => settle(answer.complete ? undefined : 'connection'));
    });
    outgoing.end(request.body);
  });
}

/**
 * A `lookup` for the socket that resolves the host and hands Node the addresses only when every
 * one of them is allowed. Node connects to what this returns, so the addresses checked are the
 * addresses used: there is no second resolution for a rebinding name to answer differently.
 */
function checkedLookup(resolve: Resolver, rule: AddressRule): net.LookupFunction {
  return (hostname, lookupOptions, callback) => {
    // Through a promise from the start, so that a resolver throwing synchronously is a dns failure too.
    Promise.resolve(hostname)
      .then(resolve)
      .then(
        (resolved) => {
          const addresses = resolved.map(({ address }) => address);
          const refusal = refusalOf(addresses, rule);
          if (refusal) {
            callback(new OutboundCallFailure(refusal), '');
          } else if (lookupOptions.all) {
            // Node asks for every address when it tries them in turn (autoSelectFamily, on by default).
            callback(
              null,
              addresses.map((address) => ({ address, family: net.isIP(address) })),
            );
          } else {
            const first = addresses[0] ?? '';
            callback(null, first, net.isIP(first));
          }
        },
        () => callback(new OutboundCallFailure('dns'), ''),
      );
  };
}

/** Why a call may not connect to the addresses a host resolved to, or undefined when it may. */
function refusalOf(addresses: readonly string[], rule: AddressRule): 'dns' | 'refused_address' | undefined {
  if (addresses.length === 0) return 'dns';
  return allowsAllAddresses(addresses, rule) ? undefined : 'refused_address';
}

/** An error of ours inside Node's request, carrying the result's code. */
class OutboundCallFailure extends Error {
  constructor(readonly reason: OutboundCallError) {
    super(`Webhook call failed: ${reason}`);
  }
}

/** Certificate failures OpenSSL reports under codes of their own rather than ERR_SSL_* / ERR_TLS_*. */
const CERTIFICATE_ERROR = /CERT|SELF_SIGNED|UNABLE_TO_(GET|VERIFY)|EPROTO/;

function errorCodeOf(error: unknown): OutboundCallError {
  if (error instanceof OutboundCallFailure) return error.reason;
  const code = String((error as { code?: unknown }).code ?? '');
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'dns';
  if (code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || CERTIFICATE_ERROR.test(code))
    return 'tls';
  return 'connection';
}

function isRedirect(status: number | undefined): boolean {
  return status !== undefined && status >= 300 && status < 400;
}

/** Keeps the first 2 KB of an answer's body and counts the rest, up to the cap. */
class ResponseBody {
  private readonly kept: Buffer[] = [];
  private keptBytes = 0;
  private readBytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** Takes a chunk; false once the body is over the cap and reading should stop. */
  add(chunk: Buffer): boolean {
    this.readBytes += chunk.length;
    const room = KEPT_RESPONSE_BYTES - this.keptBytes;
    if (room > 0) {
      const part = chunk.subarray(0, room);
      this.kept.push(part);
      this.keptBytes += part.length;
    }
    return this.readBytes <= this.maxBytes;
  }

  get truncated(): boolean {
    return this.readBytes > this.keptBytes;
  }

  /** The kept bytes as UTF-8; a character cut at the 2 KB edge is dropped rather than mangled. */
  text(): string {
    return new StringDecoder('utf8').write(Buffer.concat(this.kept));
  }
}

function resultOf(outcome: Outcome, durationMs: number): OutboundCallResult {
  const { status, retryAfterSeconds, body } = outcome;
  const answeredOk = status !== undefined && status >= 200 && status < 300;
  const error = outcome.error ?? (answeredOk ? undefined : 'http_status');
  return {
    ok: error === undefined,
    ...(status !== undefined && { status }),
    durationMs,
    responseBody: body?.text() ?? '',
    responseTruncated: body?.truncated ?? false,
    ...(error !== undefined && { error }),
    ...(retryAfterSeconds !== undefined && { retryAfterSeconds }),
  };
}
