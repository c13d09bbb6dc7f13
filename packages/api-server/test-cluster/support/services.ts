import net from 'node:net';
import pg from 'pg';

/** The database name in a PostgreSQL URL, checked so it can be quoted into DDL safely. */
function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!/^[a-z0-9_]+$/.test(name)) throw new Error(`Unexpected cluster database name "${name}"`);
  return name;
}

async function withServerConnection<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** Drops (disconnecting leftovers of an earlier run) and creates the database: every run starts empty. */
export async function recreateDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await withServerConnection(url, async (client) => {
    await client.query(`drop database if exists "${name}" with (force)`);
    await client.query(`create database "${name}"`);
  });
}

export async function dropDatabase(url: string): Promise<void> {
  const name = databaseName(url);
  await withServerConnection(url, (client) => client.query(`drop database if exists "${name}" with (force)`));
}

function encodeCommand(args: string[]): string {
  return `*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`;
}

/**
 * Runs simple Redis commands over a raw socket (RESP) and resolves with their one-line replies
 * (`+OK`, `:42`): enough for AUTH/SELECT/FLUSHDB/DBSIZE without a client library. Rejects on an
 * error reply, a reply of another kind, or after 5 s.
 */
function redisCommands(url: string, commands: string[][]): Promise<string[]> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.hostname, port: Number(target.port || 6379) });
    let buffer = '';
    const replies: string[] = [];
    const fail = (error: Error) => {
      socket.destroy();
      reject(error);
    };
    socket.setTimeout(5000, () => fail(new Error(`Redis at ${target.host} did not answer`)));
    socket.on('error', (error) => fail(new Error(`Redis at ${target.host}: ${error.message}`)));
    socket.on('connect', () => socket.write(commands.map(encodeCommand).join('')));
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (!line.startsWith('+') && !line.startsWith(':')) {
          return fail(new Error(`Redis ${commands[replies.length]?.[0]}: ${line}`));
        }
        replies.push(line.slice(1));
        if (replies.length === commands.length) {
          socket.end();
          resolve(replies);
        }
      }
    });
  });
}

/** AUTH (when the URL has a password) and SELECT of the database the URL names (its path). */
function selectDatabase(url: string): string[][] {
  const target = new URL(url);
  const db = target.pathname.replace(/^\//, '') || '0';
  if (!/^[0-9]+$/.test(db)) throw new Error(`Unexpected Redis database "${db}" in ${url}`);
  const commands: string[][] = [];
  if (target.password) {
    commands.push(
      target.username
        ? ['AUTH', decodeURIComponent(target.username), decodeURIComponent(target.password)]
        : ['AUTH', decodeURIComponent(target.password)],
    );
  }
  commands.push(['SELECT', db]);
  return commands;
}

/** Empties the Redis database the URL names (redis://host:port/<db>), and only that one. */
export async function flushRedisDatabase(url: string): Promise<void> {
  if ((new URL(url).pathname.replace(/^\//, '') || '0') === '0') {
    throw new Error('Refusing to FLUSHDB Redis database 0: give the cluster suite its own number');
  }
  await redisCommands(url, [...selectDatabase(url), ['FLUSHDB']]);
}

/** How many keys the Redis database the URL names holds. */
export async function redisKeyCount(url: string): Promise<number> {
  const replies = await redisCommands(url, [...selectDatabase(url), ['DBSIZE']]);
  return Number(replies.at(-1));
}
