import { performance } from 'node:perf_hooks';

/**
 * How much of each sending interval mail may take (plugins/mail.ts): after a quiet interval, batch after batch until a
 * request arrives; after an interval in which this process answered requests or the shop queued new messages (orders
 * are being placed, by this process or another: each message sent is a commit on the shared database), batches only
 * until `servingBudgetMs` has passed since the tick began. The first batch of a tick always goes, so mail never
 * starves; an e-mail can wait seconds, a checkout cannot.
 */
export class MailPacer {
  private requests = 0;
  private requestsAtLastTick = 0;

  constructor(
    private readonly servingBudgetMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {}

  requestArrived(): void {
    this.requests += 1;
  }

  /** Begins an interval; the answer, asked after each batch, says whether to send another. */
  tick(shopQueuedMail: boolean): () => boolean {
    const serving = shopQueuedMail || this.requests !== this.requestsAtLastTick;
    this.requestsAtLastTick = this.requests;
    const started = this.now();
    const requestsAtStart = this.requests;
    return () => (serving ? this.now() - started < this.servingBudgetMs : this.requests === requestsAtStart);
  }
}
