import type { Role } from '../db/schema';

/** What changed, and for whom: a buyer's notifications, or the outstanding orders of some sellers (and every admin). */
export type LiveEvent = { type: 'notifications'; userIds: number[] } | { type: 'orders'; sellerIds: number[] };

/** One open stream: whose it is and how to write a message to it. */
export interface LiveSubscriber {
  userId: number;
  role: Role;
  send: (type: LiveEvent['type']) => void;
  /** Ends the stream (the server is shutting down). */
  end: () => void;
}

/** Carries events to every API process (in memory, PostgreSQL LISTEN/NOTIFY or Redis pub/sub). */
export interface LiveTransport {
  /** Sends to every process, this one included; each calls `deliver` on receipt. */
  publish: (event: LiveEvent) => Promise<void>;
  close: () => Promise<void>;
}

/** Whether a subscriber is one of the event's recipients: a user only ever hears about their own counts. */
export function concerns(event: LiveEvent, subscriber: LiveSubscriber): boolean {
  if (event.type === 'notifications') return event.userIds.includes(subscriber.userId);
  return subscriber.role === 'ADMIN' || (subscriber.role === 'SELLER' && event.sellerIds.includes(subscriber.userId));
}

/** Reads an event off the wire, or null for anything malformed (another program on the channel, a newer version). */
export function parseLiveEvent(text: string): LiveEvent | null {
  try {
    const value = JSON.parse(text) as { type?: unknown; userIds?: unknown; sellerIds?: unknown };
    const ids = (list: unknown) => Array.isArray(list) && list.every((id) => Number.isInteger(id));
    if (value.type === 'notifications' && ids(value.userIds)) return { type: 'notifications', userIds: value.userIds as number[] };
    if (value.type === 'orders' && ids(value.sellerIds)) return { type: 'orders', sellerIds: value.sellerIds as number[] };
  } catch {
    // fall through
  }
  return null;
}

/** This process's open streams; `deliver` hands an event (from any process) to the ones it concerns. */
export class LiveHub {
  private readonly subscribers = new Set<LiveSubscriber>();
  private transport: LiveTransport | null = null;

  constructor(private readonly onError: (error: unknown) => void) {}

  useTransport(transport: LiveTransport): void {
    this.transport = transport;
  }

  subscribe(subscriber: LiveSubscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  get size(): number {
    return this.subscribers.size;
  }

  deliver(event: LiveEvent): void {
    for (const subscriber of this.subscribers) if (concerns(event, subscriber)) subscriber.send(event.type);
  }

  /** Call after the change committed. Never throws: a lost ping only delays a bell until its next poll. */
  publish(event: LiveEvent): void {
    if (event.type === 'notifications' && event.userIds.length === 0) return;
    if (!this.transport) return this.deliver(event);
    this.transport.publish(event).catch((error: unknown) => {
      this.onError(error);
      this.deliver(event);
    });
  }

  async close(): Promise<void> {
    for (const subscriber of this.subscribers) subscriber.end();
    this.subscribers.clear();
    await this.transport?.close();
  }
}
