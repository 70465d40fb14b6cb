import { type RawBuilder, sql } from 'kysely';
import type { DialectName } from '../../db/database';
import { ITEM_STATUSES } from './orders.schemas';
import type { AdminDashboard, SellerDashboard } from './dashboard.schemas';
import type { Db } from './orders.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Open disputes are counted in these age bands (days since raised); the seller's deadline is 3 days by default. */
export const DISPUTE_AGE_BANDS: ReadonlyArray<{ fromDays: number; toDays: number | null }> = [
  { fromDays: 0, toDays: 1 },
  { fromDays: 1, toDays: 3 },
  { fromDays: 3, toDays: 7 },
  { fromDays: 7, toDays: 30 },
  { fromDays: 30, toDays: null },
];

type Day = string;
/** A day's sales; units only for a seller (the marketplace's are counted from its orders alone). */
type DayFigures = { orders: number; revenueCents: number; items?: number };

/** The UTC calendar day of an instant, YYYY-MM-DD. */
export const utcDay = (ms: number): Day => new Date(ms).toISOString().slice(0, 10);

/** The period's days, oldest first: `days` UTC days ending today. */
export function periodDays(days: number, now: number): Day[] {
  const today = Date.parse(utcDay(now));
  return Array.from({ length: days }, (_, index) => utcDay(today - (days - 1 - index) * DAY_MS));
}

/** The UTC day of a stored timestamp (ISO text on SQLite, timestamptz on PostgreSQL). */
function dayOf(dialect: DialectName, column: string): RawBuilder<string> {
  return dialect === 'postgres' ? sql<string>`to_char(${sql.ref(column)} at time zone 'UTC', 'YYYY-MM-DD')` : sql<string>`substr(${sql.ref(column)}, 1, 10)`;
}

const n = (value: unknown) => Number(value ?? 0);

/** A seller's sales per UTC day since `from`: one pass over their items, each joined to its order. */
async function sellerSalesSince(db: Db, dialect: DialectName, from: string, sellerId: number): Promise<Map<Day, DayFigures>> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select([
      dayOf(dialect, 'orders.created_at').as('day'),
      sql<number>`count(distinct order_items.order_id)`.as('orders'),
      sql<number>`sum(order_items.quantity)`.as('items'),
      sql<number>`sum(order_items.price_cents * order_items.quantity)`.as('revenue'),
    ])
    .where('order_items.seller_id', '=', sellerId)
    .where('orders.created_at', '>=', from)
    .groupBy(sql`1`)
    .execute();
  return new Map(rows.map((row) => [row.day, { orders: n(row.orders), items: n(row.items), revenueCents: n(row.revenue) }]));
}

/**
 * The marketplace's orders and revenue per UTC day from `fromDay` on, as triggers keep them (migration 0075): a row per
 * day (and connection slot on PostgreSQL), whatever the number of orders.
 */
async function marketplaceSalesSince(db: Db, fromDay: Day): Promise<Map<Day, DayFigures>> {
  const rows = await db
    .selectFrom('marketplace_days')
    .select(['day', sql<number>`sum(orders)`.as('orders'), sql<number>`sum(revenue_cents)`.as('revenue')])
    .where('day', '>=', fromDay)
    .groupBy('day')
    .execute();
  return new Map(rows.map((row) => [row.day, { orders: n(row.orders), revenueCents: n(row.revenue) }]));
}

/** Every day of the period with its sales (zeros where none), and the period's totals. */
function periodOf<T extends DayFigures>(days: Day[], sales: Map<Day, T>, none: T) {
  const salesPerDay = days.map((day) => ({ day, ...(sales.get(day) ?? none) }));
  const totals = { ...none };
  for (const day of salesPerDay) for (const key of Object.keys(none) as Array<keyof T>) (totals[key] as number) += day[key] as number;
  return { days: days.length, from: days[0]!, to: days[days.length - 1]!, salesPerDay, totals };
}

/** The seller's dashboard: the period's sales per day, their orders by item status, and their 5 best products. */
export async function sellerDashboard(db: Db, dialect: DialectName, sellerId: number, days: number, now = Date.now()): Promise<SellerDashboard> {
  const period = periodDays(days, now);
  const from = `${period[0]}T00:00:00.000Z`;
  const [sales, statuses, top] = await Promise.all([
    sellerSalesSince(db, dialect, from, sellerId),
    // The (seller_id, status, order_id) index answers this alone (migration 0042).
    db
      .selectFrom('order_items')
      .select(['status', sql<number>`count(distinct order_id)`.as('orders')])
      .where('seller_id', '=', sellerId)
      .groupBy('status')
      .execute(),
    db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select([
        'order_items.product_id as productId',
        sql<number>`max(order_items.order_id)`.as('lastOrderId'),
        sql<number>`sum(order_items.quantity)`.as('items'),
        sql<number>`sum(order_items.price_cents * order_items.quantity)`.as('revenue'),
      ])
      .where('order_items.seller_id', '=', sellerId)
      .where('orders.created_at', '>=', from)
      .groupBy('order_items.product_id')
      .orderBy('revenue', 'desc')
      .orderBy('items', 'desc')
      .orderBy('order_items.product_id')
      .limit(5)
      .execute(),
  ]);
  const names = await namesSoldUnder(db, top.map((row) => ({ orderId: n(row.lastOrderId), productId: row.productId })));
  const byStatus = new Map(statuses.map((row) => [row.status, n(row.orders)]));
  return {
    ...periodOf(period, sales as Map<Day, Required<DayFigures>>, { orders: 0, items: 0, revenueCents: 0 }),
    ordersByStatus: ITEM_STATUSES.map((status) => ({ status, orders: byStatus.get(status) ?? 0 })),
    topProducts: top.map((row) => ({ productId: row.productId, name: names.get(row.productId) ?? '', items: n(row.items), revenueCents: n(row.revenue) })),
  };
}

/**
 * Each product's name on its latest order (by primary key): what the seller sold it as, like their order lists
 * show, so the dashboard depends on the seller's orders alone.
 */
async function namesSoldUnder(db: Db, items: Array<{ orderId: number; productId: number }>): Promise<Map<number, string>> {
  if (items.length === 0) return new Map();
  const rows = await db
    .selectFrom('order_items')
    .select(['product_id', 'product_name'])
    .where((eb) => eb.or(items.map((item) => eb.and([eb('order_id', '=', item.orderId), eb('product_id', '=', item.productId)]))))
    .execute();
  return new Map(rows.map((row) => [row.product_id, row.product_name]));
}

/** What the admin's dashboard is made of, apart from the clock: kept by the route while the counters hold. */
export interface MarketplaceFacts {
  period: Day[];
  sales: Map<Day, DayFigures>;
  newUsers: Map<Day, { buyers: number; sellers: number }>;
  /** When each open dispute was raised (ms), in order; and of the escalated ones: counted by binary search. */
  openDisputesRaisedAt: number[];
  escalatedRaisedAt: number[];
}

/** The marketplace's sales per day, sign-ups per day and open disputes (three reads, at once). */
export async function marketplaceFacts(db: Db, dialect: DialectName, days: number, now = Date.now()): Promise<MarketplaceFacts> {
  const period = periodDays(days, now);
  // Whole weeks: from the Monday of the period's first day.
  const firstMonday = mondayOf(period[0]!);
  const [sales, signUps, disputes] = await Promise.all([
    marketplaceSalesSince(db, period[0]!),
    db
      .selectFrom('users')
      .select([dayOf(dialect, 'created_at').as('day'), 'role', sql<number>`count(*)`.as('users')])
      .where('created_at', '>=', `${firstMonday}T00:00:00.000Z`)
      .where('role', 'in', ['BUYER', 'SELLER'])
      .groupBy([sql`1`, 'role'])
      .execute(),
    // Oldest first, from their own index alone (migration 0066), the status written out as the index's condition is.
    // SQLite's planner prefers the (status, order_id) index and a sort unless told.
    sql<{ dispute_raised_at: string | null; dispute_escalated_at: string | null }>`select dispute_raised_at, dispute_escalated_at
      from order_items ${dialect === 'sqlite' ? sql`indexed by order_items_open_dispute_age_idx` : sql``}
      where status = 'DISPUTING' order by dispute_raised_at`
      .execute(db)
      .then((result) => result.rows),
  ]);
  const newUsers = new Map<Day, { buyers: number; sellers: number }>();
  for (const row of signUps) {
    const day = newUsers.get(row.day) ?? { buyers: 0, sellers: 0 };
    if (row.role === 'BUYER') day.buyers += n(row.users);
    else day.sellers += n(row.users);
    newUsers.set(row.day, day);
  }
  const raisedAt = (row: (typeof disputes)[number]) => (row.dispute_raised_at ? Date.parse(row.dispute_raised_at) : now);
  // The statement's order serves the index; the instants are put in order here whatever text form a tool wrote.
  const ascending = (a: number, b: number) => a - b;
  return {
    period,
    sales,
    newUsers,
    openDisputesRaisedAt: disputes.map(raisedAt).sort(ascending),
    escalatedRaisedAt: disputes.filter((row) => row.dispute_escalated_at !== null).map(raisedAt).sort(ascending),
  };
}

/** The admin's dashboard from its facts, the disputes' ages taken at `now` (so kept facts never show stale ages). */
export function adminDashboard(facts: MarketplaceFacts, now = Date.now()): AdminDashboard {
  const weeks = new Map<Day, { buyers: number; sellers: number }>();
  for (let monday = mondayOf(facts.period[0]!); monday <= facts.period[facts.period.length - 1]!; monday = utcDay(Date.parse(monday) + 7 * DAY_MS)) {
    weeks.set(monday, { buyers: 0, sellers: 0 });
  }
  for (const [day, users] of facts.newUsers) {
    const week = weeks.get(mondayOf(day));
    if (!week) continue;
    week.buyers += users.buyers;
    week.sellers += users.sellers;
  }
  // Raised within (now - toDays, now - fromDays]; one raised "in the future" (another clock) is of age 0.
  const inBand = (sorted: number[], band: (typeof DISPUTE_AGE_BANDS)[number]) =>
    (band.fromDays === 0 ? sorted.length : countAtMost(sorted, now - band.fromDays * DAY_MS)) - (band.toDays === null ? 0 : countAtMost(sorted, now - band.toDays * DAY_MS));
  const bands = DISPUTE_AGE_BANDS.map((band) => ({ ...band, disputes: inBand(facts.openDisputesRaisedAt, band), escalated: inBand(facts.escalatedRaisedAt, band) }));
  return {
    ...periodOf(facts.period, facts.sales, { orders: 0, revenueCents: 0 }),
    newUsersPerWeek: [...weeks].map(([weekStart, users]) => ({ weekStart, ...users })),
    openDisputesByAge: bands,
  };
}

/** The first instant after `now` at which an open dispute moves to an older age band (Infinity: never). */
export function nextAgeChange(facts: MarketplaceFacts, now: number): number {
  let next = Infinity;
  for (const sorted of [facts.openDisputesRaisedAt, facts.escalatedRaisedAt]) {
    for (const { toDays } of DISPUTE_AGE_BANDS) {
      if (toDays === null) continue;
      // The oldest dispute still younger than this band's end crosses it first.
      const index = countAtMost(sorted, now - toDays * DAY_MS);
      if (index < sorted.length) next = Math.min(next, sorted[index]! + toDays * DAY_MS);
    }
  }
  return next;
}

/** How many of the ascending `sorted` are at most `limit` (binary search). */
function countAtMost(sorted: number[], limit: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (sorted[middle]! <= limit) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The Monday (UTC) of the week holding `day`. */
function mondayOf(day: Day): Day {
  const ms = Date.parse(day);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return utcDay(ms - sinceMonday * DAY_MS);
}
