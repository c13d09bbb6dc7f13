import { sseMessage, STREAM_EVENTS } from '@food-admin/api-client';
import type { OpenSessions, Session } from '../../auth/session-watch';
import type { Listen, Unlisten } from '../../db/notifications';
import { canHear, type Listener } from './audience';
import { recordFromNotification, toChangeEvent, type ChangeRecord } from './change-record';

/** The NOTIFY channel the change_events trigger sends on (drizzle/0015_live_events.sql). */
export const CHANGE_CHANNEL = 'change_events';

/** A stream whose client reads slower than this many buffered bytes is closed; it reconnects and replays. */
const MAX_BUFFERED_BYTES = 1024 * 1024;

/** One open GET /api/events response, as the feed sees it. */
export type EventStream = {
  listener: Listener;
  /** The session that opened it: it ends when that session is revoked (auth/session-watch.ts). */
  session: Session;
  /** Writes raw SSE text; false when the socket's buffer is full. */
  write: (chunk: string) => boolean;
  /** Bytes written but not yet sent. */
  buffered: () => number;
  /** Ends the response (the client reconnects). */
  end: () => void;
};

type Subscriber = {
  stream: EventStream;
  /** Changes heard while the stream replays what it missed; undefined once it is live. */
  held: ChangeRecord[] | undefined;
  /**
   * The id the stream started after (its `ready`): a change up to it was replayed or committed
   * before the stream began, so one heard late (a delayed notification) is not sent again.
   */
  after: number;
};

export const changeMessage = (change: ChangeRecord) =>
  sseMessage(STREAM_EVENTS.change, toChangeEvent(change), change.id);

/**
 * Every open event stream of this instance and the one LISTEN that feeds them: each committed
 * change is written to the streams whose account may hear it (audience.ts), a heartbeat comment
 * keeps them alive, and an account holds at most `maxStreamsPerUser` (a new one closes its oldest:
 * a reloaded tab's old stream may linger half-open).
 */
export class ChangeFeed implements OpenSessions {
  private readonly subscribers = new Set<Subscriber>();
  private readonly heartbeat: NodeJS.Timeout;
  private unlisten: Unlisten | undefined;
  private heard = 0;

  constructor(private readonly options: { heartbeatMs: number; maxStreamsPerUser: number }) {
    this.heartbeat = setInterval(() => this.beat(), options.heartbeatMs);
    this.heartbeat.unref();
  }

  /**
   * Starts hearing the database's NOTIFYs; `latestId` reads the newest event id so far, once the
   * feed listens (what commits in between is heard, or read, or both).
   */
  async listen(listen: Listen, latestId: () => Promise<number>): Promise<void> {
    this.unlisten = await listen(CHANGE_CHANNEL, {
      onPayload: (payload) => {
        const change = recordFromNotification(payload);
        if (change !== undefined) this.publish(change);
      },
      // Notifications were lost with the connection: every client refetches.
      onGap: () => this.resetAll(),
    });
    this.heard = Math.max(this.heard, await latestId());
  }

  /**
   * The newest event id this instance has heard (or read at start). A read that starts after
   * sampling it sees every change up to it, so a stream that resumes after it misses nothing the
   * read did not show: it is the read's X-Event-Id
   * (http/edge/register-routes.ts).
   */
  get latestHeardId(): number | undefined {
    return this.listening ? this.heard : undefined;
  }

  /** Whether it hears the database (an app built without a Listen streams nothing: 503). */
  get listening(): boolean {
    return this.unlisten !== undefined;
  }

  /**
   * Adds a stream, holding live changes until `goLive` (the caller replays first). Returns the
   * subscription; `remove` must be called when the response closes.
   */
  add(stream: EventStream): {
    goLive: (replayed: ReadonlySet<number>, startedAfter: number) => void;
    remove: () => void;
  } {
    const own = [...this.subscribers].filter((s) => s.stream.listener.id === stream.listener.id);
    for (const oldest of own.slice(0, Math.max(0, own.length - this.options.maxStreamsPerUser + 1))) {
      this.drop(oldest);
    }
    const subscriber: Subscriber = { stream, held: [], after: 0 };
    this.subscribers.add(subscriber);
    return {
      // The held changes the replay did not already send go out in the order they were heard.
      goLive: (replayed, startedAfter) => {
        const held = subscriber.held ?? [];
        subscriber.held = undefined;
        subscriber.after = startedAfter;
        for (const change of held) if (!replayed.has(change.id)) this.deliver(subscriber, change);
      },
      remove: () => {
        this.subscribers.delete(subscriber);
      },
    };
  }

  publish(change: ChangeRecord): void {
    this.heard = Math.max(this.heard, change.id);
    for (const subscriber of this.subscribers) {
      if (!canHear(subscriber.stream.listener, change)) continue;
      if (subscriber.held !== undefined) subscriber.held.push(change);
      else this.deliver(subscriber, change);
    }
  }

  openSessions(): Session[] {
    return [...this.subscribers].map((subscriber) => subscriber.stream.session);
  }

  endSessions(ends: (session: Session) => boolean): void {
    for (const subscriber of [...this.subscribers])
      if (ends(subscriber.stream.session)) this.drop(subscriber);
  }

  /** Tells every stream to refetch everything (changes may have been missed). */
  resetAll(): void {
    for (const subscriber of this.subscribers) this.write(subscriber, sseMessage(STREAM_EVENTS.reset, {}));
  }

  async close(): Promise<void> {
    clearInterval(this.heartbeat);
    await this.unlisten?.();
    for (const subscriber of [...this.subscribers]) this.drop(subscriber);
  }

  private deliver(subscriber: Subscriber, change: ChangeRecord): void {
    if (change.id <= subscriber.after) return;
    this.write(subscriber, changeMessage(change));
    // A change to the account itself (role, deletion) ends its stream: the reconnect reads the
    // profile again, and a deleted or demoted account no longer hears what it may not read.
    if (change.kind === 'user' && change.recordId === subscriber.stream.listener.id) this.drop(subscriber);
  }

  private write(subscriber: Subscriber, chunk: string): void {
    subscriber.stream.write(chunk);
    if (subscriber.stream.buffered() > MAX_BUFFERED_BYTES) this.drop(subscriber);
  }

  private beat(): void {
    for (const subscriber of this.subscribers) this.write(subscriber, ': heartbeat\n\n');
  }

  private drop(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    subscriber.stream.end();
  }
}
