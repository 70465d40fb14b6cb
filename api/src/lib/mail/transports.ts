import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

// Where messages go: an SMTP server (SMTP_URL), or, without one, an .eml file each under DATA_DIR/mail, so a developer
// can open them and nothing is lost. Both are nodemailer: the same message bytes either way.

export interface OutgoingMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The whole Message-ID header value, `<id@host>`: the same for every attempt of one message. */
  messageId: string;
  headers: Record<string, string>;
}

export interface MailTransport {
  /** Resolves once the receiving server accepted the message (or the file is written); rejects with the reason. */
  send(message: OutgoingMessage): Promise<void>;
  close(): void;
  /** Said in the start-up log. */
  describe: string;
}

/** Error codes of a refusal that may pass: a 4xx reply, a connection that failed or timed out. */
export function isTemporaryFailure(error: unknown): boolean {
  const responseCode = (error as { responseCode?: number }).responseCode;
  if (typeof responseCode === 'number') return responseCode < 500;
  return true;
}

/** What is kept on the row when sending failed: the server's reply or the error, never the message. */
export function failureText(error: unknown): string {
  const { response, message } = error as { response?: string; message?: string };
  return String(response ?? message ?? error).slice(0, 500);
}

export function smtpTransport(url: string): MailTransport {
  // Short timeouts: a stalled server must fail the attempt well inside the sender's lease (MAIL_LEASE_SECONDS).
  const transport = nodemailer.createTransport({ url, connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 });
  const host = new URL(url).host;
  return {
    describe: `SMTP at ${host}`,
    async send(message) {
      await transport.sendMail({ ...message, headers: message.headers });
    },
    close: () => transport.close(),
  };
}

export function fileTransport(directory: string, onWritten: (file: string) => void): MailTransport {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    describe: `.eml files in ${directory}`,
    async send(message) {
      const info = await transport.sendMail({ ...message, headers: message.headers });
      await mkdir(directory, { recursive: true });
      // Named by the message id, so a resent message overwrites its own file instead of making a second one.
      const file = join(directory, `${message.messageId.replace(/[<>]/g, '').replace(/[^A-Za-z0-9.@_-]/g, '_')}.eml`);
      await writeFile(file, info.message as Buffer);
      onWritten(file);
    },
    close: () => transport.close(),
  };
}
