import type pg from 'pg';

/** Stops listening. */
export type Unlisten = () => Promise<void>;

export type NotificationHandlers = {
  /** A NOTIFY payload on the channel, delivered after its transaction committed. */
  onPayload: (payload: string) => void;
  /** The connection was lost and listening resumed: whatever was sent meanwhile was missed. */
  onGap?: () => void;
};

/**
 * PostgreSQL LISTEN, whatever the driver: every server instance on one PostgreSQL hears every
 * NOTIFY; with PGlite there is one instance and its NOTIFYs come back in-process.
 */
export type Listen = (channel: string, handlers: NotificationHandlers) => Promise<Unlisten>;

/** A PGlite instance (or our worker client, which offers the same `listen`). */
type PgliteListener = {
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
};

export function pgliteListen(client: PgliteListener): Listen {
  return async (channel, { onPayload }) => client.listen(channel, onPayload);
}

const RECONNECT_DELAY_MS = 1000;

/**
 * A connection of its own (a pooled one would be handed to queries and lose the LISTEN), reopened
 * after a second when it drops; `onGap` then tells the listener it may have missed notifications.
 */
export function postgresListen(Client: typeof pg.Client, connectionString: string): Listen {
  return async (channel, { onPayload, onGap }) => {
    let stopped = false;
    let client: pg.Client | undefined;
    let retry: NodeJS.Timeout | undefined;

    const connect = async (): Promise<void> => {
      const next = new Client({ connectionString });
      next.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      next.on('error', () => undefined);
      next.on('end', () => {
        if (stopped || client !== next) return;
        client = undefined;
        scheduleReconnect();
      });
      try {
        await next.connect();
        await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
      } catch (error) {
        await next.end().catch(() => undefined);
        throw error;
      }
      client = next;
    };

    const scheduleReconnect = () => {
      retry = setTimeout(() => {
        connect().then(
          () => onGap?.(),
          () => !stopped && scheduleReconnect(),
        );
      }, RECONNECT_DELAY_MS);
      retry.unref();
    };

    await connect();
    return async () => {
      stopped = true;
      clearTimeout(retry);
      await client?.end().catch(() => undefined);
    };
  };
}
