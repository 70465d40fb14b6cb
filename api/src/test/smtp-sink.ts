import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server inside the test process (smtp-server, the server half of nodemailer's project): it receives what
// the shop sends over the wire, and can refuse for a while (4xx), refuse for good (5xx) or hold a message unanswered.

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  /** A header as sent (folded lines joined), or undefined. */
  header(name: string): string | undefined;
  /** The message as it came over the wire (every body part still encoded). */
  raw: string;
}

export interface SmtpSink {
  url: string;
  /** Messages accepted so far (a 250 was sent for each), in order. */
  received: ReceivedMail[];
  /** Refuses the next `count` messages with this reply (e.g. 451 temporary, 550 permanent). */
  refuseNext(count: number, code: number, text: string): void;
  /** Holds the next message without an answer (a sender killed mid-send); resolves with its Message-ID once it came. */
  holdNext(): Promise<string>;
  /** Waits until `count` messages were accepted in all (never a fixed sleep). */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const refusals: Array<{ code: number; text: string }> = [];
  let hold: ((messageId: string) => void) | undefined;
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const refusal = refusals.shift();
        if (refusal) return callback(Object.assign(new Error(refusal.text), { responseCode: refusal.code }));
        const raw = Buffer.concat(chunks).toString('utf8');
        if (hold) {
          // Never answered: the sender waits until it is killed and the connection closes.
          const held = hold;
          hold = undefined;
          return held(/^Message-ID:\s*(.*)$/im.exec(raw)?.[1]?.trim() ?? '');
        }
        void simpleParser(raw).then((parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to[0]!.text : (parsed.to?.text ?? '');
          const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
          const header = (name: string) => new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head)?.[1]?.trim();
          received.push({ to, subject: parsed.subject ?? '', text: parsed.text ?? '', html: String(parsed.html || ''), messageId: parsed.messageId ?? '', header, raw });
          callback();
          for (const wake of waiters) wake();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count, code, text) {
      for (let index = 0; index < count; index += 1) refusals.push({ code, text });
    },
    holdNext: () => new Promise<string>((resolve) => (hold = resolve)),
    async waitFor(count, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < count) {
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`expected ${count} messages, received ${received.length}: ${received.map((mail) => mail.subject).join(' | ')}`);
        await new Promise<void>((resolve) => {
          const wake = () => (waiters.delete(wake), clearTimeout(timer), resolve());
          const timer = setTimeout(wake, left);
          waiters.add(wake);
        });
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
