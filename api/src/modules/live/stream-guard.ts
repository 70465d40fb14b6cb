import type { FastifyInstance } from 'fastify';

// Every streaming account is read again this often (one statement for all of them), so a disable or a password change
// by anyone (this process, another, a tool) ends its streams within a second.
const POLL_MS = 500;
const IDS_PER_READ = 500;

interface GuardedStream {
  generation: number;
  end: () => void;
}

/**
 * Ends the open event streams of an account that was disabled or got a new token generation (a password change, a
 * disable): the stream would otherwise outlive the sessions the change ended.
 */
export class StreamGuard {
  private readonly streams = new Map<number, Set<GuardedStream>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly app: FastifyInstance) {}

  start(): void {
    this.timer = setInterval(() => this.recheck(), POLL_MS).unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Guards a stream from before its account is read (a change meanwhile is not missed); answers its release. */
  add(userId: number, generation: number, end: () => void): () => void {
    const stream = { generation, end };
    let mine = this.streams.get(userId);
    if (!mine) this.streams.set(userId, (mine = new Set()));
    mine.add(stream);
    return () => {
      mine.delete(stream);
      if (mine.size === 0 && this.streams.get(userId) === mine) this.streams.delete(userId);
    };
  }

  /** Reads every streaming account (a few statements of IDS_PER_READ) and ends the streams it no longer allows. */
  private recheck(): void {
    const watched = [...this.streams.keys()];
    for (let start = 0; start < watched.length; start += IDS_PER_READ) {
      this.endRevoked(watched.slice(start, start + IDS_PER_READ)).catch((error: unknown) =>
        this.app.log.warn({ err: error }, 'live events: reading accounts of open streams failed (checked again at the next poll)'),
      );
    }
  }

  private async endRevoked(ids: number[]): Promise<void> {
    const rows = await this.app.db.selectFrom('users').select(['id', 'disabled', 'token_generation']).where('id', 'in', ids).execute();
    const standing = new Map(rows.map((row) => [row.id, row]));
    for (const id of ids) {
      const row = standing.get(id);
      for (const stream of this.streams.get(id) ?? []) {
        if (!row || row.disabled || row.token_generation !== stream.generation) stream.end();
      }
    }
  }
}
