/**
 * The database could not be reached or refused us at start-up: its message is one line that says
 * what to fix in DATABASE_URL (never the password), printed instead of a stack trace.
 */
export class DatabaseConnectionError extends Error {
  override name = 'DatabaseConnectionError';
}

/** Where DATABASE_URL points, for messages: user, host:port and database, never the password. */
function describeTarget(url: string): { user: string; address: string; database: string } {
  try {
    const parsed = new URL(url);
    return {
      user: decodeURIComponent(parsed.username) || '(none)',
      address: `${parsed.hostname}:${parsed.port || '5432'}`,
      database: decodeURIComponent(parsed.pathname.replace(/^\//, '')) || '(default)',
    };
  } catch {
    return { user: '?', address: '?', database: '?' };
  }
}

/**
 * The one line for a failure a person fixes in the settings (network codes from Node, SQLSTATE
 * codes from PostgreSQL), or undefined for anything else (which keeps its stack trace).
 */
export function describeConnectionError(error: unknown, url: string): string | undefined {
  const code = (error as { code?: unknown } | null)?.code;
  const { user, address, database } = describeTarget(url);
  switch (code) {
    case 'ECONNREFUSED':
      return `Cannot connect to the database at ${address} (connection refused): start PostgreSQL or fix the host and port in DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `Cannot connect to the database: the host in DATABASE_URL (${address}) was not found.`;
    case 'ETIMEDOUT':
      return `Cannot connect to the database at ${address}: no answer in time; check DATABASE_URL and the network.`;
    case '28P01':
      return `The database at ${address} refused the password of user "${user}": fix the password in DATABASE_URL.`;
    case '28000':
      return `The database at ${address} refused user "${user}" (${(error as Error).message}): fix the user in DATABASE_URL.`;
    case '3D000':
      return `The database "${database}" does not exist at ${address}: create it (createdb ${database}) or fix DATABASE_URL.`;
    default:
      return undefined;
  }
}
