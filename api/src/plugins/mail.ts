import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import type { AppConfig } from '../config';
import { MailPacer } from '../lib/mail/pacer';
import { queuedWithin, type SenderSettings, sendDueMail } from '../lib/mail/sender';
import { fileTransport, smtpTransport } from '../lib/mail/transports';

/** The shop's public origin for links in mail: PUBLIC_URL, else this server's own address. */
function mailOrigin(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

// While shoppers are being answered or orders placed, sending (about 2 ms a message here, most of it nodemailer
// building the MIME and writing it out, and a commit each) gets at most this share of each interval (lib/mail/pacer.ts).
const SERVING_SHARE = 0.05;

/**
 * Every API process sends the outbox (lib/mail/sender.ts claims rows, so several never send one twice): every
 * MAIL_POLL_MS it sends what is due, batch after batch, yielding to the shop's requests (SERVING_SHARE). Closing the
 * app lets the batch in hand finish.
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
  const pacer = new MailPacer(mail.pollMs * SERVING_SHARE);
  // 'request' fires once per HTTP request this process is asked, before any hook.
  app.server.on('request', () => pacer.requestArrived());
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let closing = false;
  const sendDue = async () => {
    const another = pacer.tick(await queuedWithin(app.db, mail.pollMs));
    while (!closing && (await sendDueMail(settings)) > 0 && another());
  };
  const tick = () => {
    if (running) return;
    running = sendDue()
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
