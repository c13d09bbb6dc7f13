// @ts-check
import net from 'node:net';

/**
 * Resolves true when nothing is bound to `port`. Listening on the IPv6 wildcard (dual stack)
 * collides with a listener on any local address, IPv4 or IPv6; hosts without IPv6 fall back to
 * the IPv4 wildcard.
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export async function isPortFree(port) {
  for (const host of ['::', '0.0.0.0']) {
    const result = await tryListen(port, host);
    if (result !== 'unsupported') return result === 'free';
  }
  return true;
}

/**
 * @param {number} port
 * @param {string} host
 * @returns {Promise<'free' | 'busy' | 'unsupported'>}
 */
function tryListen(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      if (error.code === 'EADDRINUSE' || error.code === 'EACCES') resolve('busy');
      else resolve('unsupported');
    });
    server.listen({ port, host, exclusive: true }, () => {
      server.close(() => resolve('free'));
    });
  });
}

/**
 * Exits with one clear line per busy port instead of letting a child die with a stack trace.
 * @param {{ port: number, usedFor: string, envVar?: string }[]} wanted
 */
export async function assertPortsFree(wanted) {
  const busy = [];
  for (const item of wanted) {
    if (!(await isPortFree(item.port))) busy.push(item);
  }
  if (busy.length === 0) return;
  for (const item of busy) {
    const hint = item.envVar ? `, or set ${item.envVar} to a free port` : '';
    console.error(
      `Port ${item.port} is already in use (needed for ${item.usedFor}). Stop whatever is using it${hint}.`,
    );
  }
  process.exit(1);
}
