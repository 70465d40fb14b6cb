import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { AppConfig } from '../config';
import { type SenderSettings, sendDueMail } from '../lib/mail/sender';
import { fileTransport, smtpTransport } from '../lib/mail/transports';

/** The shop's public origin for links in mail: PUBLIC_URL, else this server's own address. */
function mailOrigin(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

// Above this share of the last interval spent running JavaScript, the process is serving shoppers: it sends one
// batch per tick and leaves the rest for a quieter moment (an e-mail can wait seconds, a checkout cannot).
const BUSY_LOOP_SHARE = 0.5;

/**
 * Every API process sends the outbox (lib/mail/sender.ts claims rows, so several never send one twice): every
 * MAIL_POLL_MS, batch after batch while messages are due, or one batch while the process is busy. Closing the app
 * lets the batch in hand finish.
 */
export function registerMailSender(app: FastifyInstance, config: AppConfig): void {
  const { mail } = config;
  if (mail.pollMs <= 0) return;
  const transport = mail.smtpUrl
    ? smtpTransport(mail.smtpUrl)
    : fileTransport(join(config.dataDir, 'mail'), (file) => app.log.info({ file }, 'e-mail kept as a file (no SMTP_URL)'));
  const settings: SenderSettings = {
    db: app.db,
    dialect: app.dialect,
    transport,
    from: mail.from,
    origin: mailOrigin(config),
    secret: config.jwtSecret,
    leaseMs: mail.leaseSeconds * 1000,
    retryMs: mail.retrySeconds * 1000,
    maxAttempts: mail.maxAttempts,
  };
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;
  let loopSince = performance.eventLoopUtilization();
  const sendAll = async () => {
    const busy = performance.eventLoopUtilization(loopSince).utilization > BUSY_LOOP_SHARE;
    loopSince = performance.eventLoopUtilization();
    if (busy) await sendDueMail(settings);
    else while (!closing && (await sendDueMail(settings)) > 0);
  };
  const tick = () => {
    if (running) return;
    running = sendAll()
      .catch((error: unknown) => app.log.error({ err: error }, 'sending e-mail failed'))
      .finally(() => (running = undefined));
  };
  app.addHook('onReady', async () => {
    app.log.info(`e-mail: ${transport.describe}`);
    // unref: a pending send never keeps the process alive.
    timer = setInterval(tick, mail.pollMs).unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
    transport.close();
  });
}
