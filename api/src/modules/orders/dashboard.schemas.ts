import { type Static, Type } from 'typebox';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';
import { ItemStatus } from './orders.schemas';

/** The periods a dashboard draws (issue 34: the last 30 and 90 days). */
export const DASHBOARD_DAYS = [30, 90] as const;

export const DashboardQuery = Type.Object({
  days: Type.Optional(
    Type.Integer({ enum: [...DASHBOARD_DAYS], default: 30, description: 'The period: the last 30 or 90 days, today included (UTC days)', [ERROR_MESSAGE_KEYWORD]: 'Days must be 30 or 90.' }),
  ),
});

const day = Type.String({ description: 'YYYY-MM-DD (UTC)' });
const orders = Type.Integer({ description: 'Orders placed (that day; in the totals, in the period)' });
const items = Type.Integer({ description: 'Units sold (quantities summed)' });
const revenueCents = Type.Integer({ description: 'What the items cost the buyers, as paid' });

/** The period and its sales, one entry per UTC day (days without sales as zeros), oldest first. */
function periodOf<T extends Record<string, ReturnType<typeof Type.Integer>>>(figures: T) {
  return {
    days: Type.Integer(),
    from: Type.String({ description: 'The first day of the period, YYYY-MM-DD (UTC)' }),
    to: Type.String({ description: 'Today, YYYY-MM-DD (UTC)' }),
    salesPerDay: Type.Array(Type.Object({ day, ...figures }), { description: 'Every day of the period, oldest first (days without sales as zeros)' }),
    totals: Type.Object(figures, { description: 'The whole period' }),
  };
}

export const SellerDashboardSchema = Type.Object({
  ...periodOf({ orders, items, revenueCents }),
  ordersByStatus: Type.Array(Type.Object({ status: ItemStatus, orders: Type.Integer({ description: 'Orders with at least one of the seller’s items in this status (now, of all time)' }) })),
  topProducts: Type.Array(
    Type.Object({ productId: Type.Integer(), name: Type.String(), items: Type.Integer(), revenueCents: Type.Integer() }),
    { description: 'The 5 products that earned most in the period (then most units, then lowest id)' },
  ),
});
export type SellerDashboard = Static<typeof SellerDashboardSchema>;

export const AdminDashboardSchema = Type.Object({
  ...periodOf({ orders, revenueCents }),
  newUsersPerWeek: Type.Array(
    Type.Object({ weekStart: Type.String({ description: 'The Monday, YYYY-MM-DD (UTC)' }), buyers: Type.Integer(), sellers: Type.Integer() }),
    { description: 'Every week (Monday to Sunday) that holds a day of the period, oldest first' },
  ),
  openDisputesByAge: Type.Array(
    Type.Object({
      fromDays: Type.Integer({ description: 'Raised at least this many days ago…' }),
      toDays: Type.Union([Type.Integer(), Type.Null()], { description: '…and less than this many (null: no upper end)' }),
      disputes: Type.Integer(),
      escalated: Type.Integer({ description: 'Of those, escalated to the administrators (the seller let the deadline pass)' }),
    }),
  ),
});
export type AdminDashboard = Static<typeof AdminDashboardSchema>;
