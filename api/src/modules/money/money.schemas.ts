import { type Static, Type } from 'typebox';
import { Id, PageOf, PageQuery } from '../../lib/common-schemas';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);
const Cents = (description: string) => Type.Integer({ description: `${description}, in cents` });
const Percent = (description: string) => Type.Number({ description: `${description}, a percentage (10 = 10 %)` });

export const BalanceSchema = Type.Object({
  pendingCents: Cents("The seller's share of items still within their dispute window or dispute"),
  availableCents: Cents('Released to the seller and not paid out yet (statements awaiting payment included)'),
  paidOutCents: Cents('Paid to the seller by marked-paid statements'),
  awaitingPayoutCents: Cents('The part of the available balance on statements not yet marked paid'),
  commissionRate: Percent('The commission rate the seller pays on new orders'),
});
export type BalanceDto = Static<typeof BalanceSchema>;

export const RateInput = Type.Number({
  minimum: 0,
  maximum: 100,
  description: 'A percentage with at most 2 decimals (10 = 10 %)',
  [ERROR_MESSAGE_KEYWORD]: 'A commission rate must be a percentage from 0 to 100.',
});

export const MarketplaceRateBody = Type.Object({ rate: RateInput });
export const SellerRateBody = Type.Object({ rate: RateInput });

export const SellerRateSchema = Type.Object({
  sellerId: Type.Integer(),
  username: Type.String(),
  rate: Percent("The seller's own rate"),
});

export const CommissionSchema = Type.Object({
  rate: Percent("The marketplace's rate for sellers without their own"),
  sellers: Type.Array(SellerRateSchema, { description: 'Sellers with their own rate, by name' }),
});
export type CommissionDto = Static<typeof CommissionSchema>;

export const MONEY_STATES = ['PENDING', 'AVAILABLE', 'PAID_OUT'] as const;

/** One order item's money, as its seller sees it. */
export const ItemMoneySchema = Type.Object({
  orderId: Type.Integer(),
  productId: Type.Integer(),
  productName: Type.String(),
  quantity: Type.Integer(),
  placedAt: Type.String(),
  status: Type.String({ description: "The item's order status" }),
  grossCents: Cents('What the buyer paid for the item'),
  commissionRate: Percent('The rate fixed when it was bought'),
  commissionCents: Cents('The commission kept (after any returned with a refund)'),
  refundCents: Cents('Refunded to the buyer'),
  netCents: Cents("The seller's share: paid − commission − refund"),
  state: Type.Enum([...MONEY_STATES]),
  availableAt: Nullable(Type.String({ description: 'When the share became available' })),
  statementId: Nullable(Type.Integer()),
});
export type ItemMoneyDto = Static<typeof ItemMoneySchema>;
export const ItemMoneyPage = PageOf(ItemMoneySchema);

export const STATEMENT_STATUSES = ['OPEN', 'PAID'] as const;

export const StatementSchema = Type.Object({
  id: Type.Integer(),
  sellerId: Type.Integer(),
  sellerName: Type.String(),
  periodEnd: Type.String({ description: 'Shares that became available before this instant are on it' }),
  createdAt: Type.String(),
  status: Type.Enum([...STATEMENT_STATUSES]),
  items: Type.Integer(),
  grossCents: Cents('What buyers paid for its items'),
  commissionCents: Cents('Commission kept'),
  refundCents: Cents('Refunded to buyers'),
  netCents: Cents('Owed to the seller'),
  paidAt: Nullable(Type.String()),
  reference: Nullable(Type.String({ description: "The payment's reference, given when marked paid" })),
});
export type StatementDto = Static<typeof StatementSchema>;
export const StatementPage = PageOf(StatementSchema);

export const StatementDetailSchema = Type.Object({
  statement: StatementSchema,
  lines: Type.Array(ItemMoneySchema),
});

export const StatementsQuery = Type.Object({
  ...PageQuery,
  sellerId: Type.Optional({ ...Id, description: "Only this seller's statements (a seller sees only their own)" }),
  status: Type.Optional(Type.Enum([...STATEMENT_STATUSES])),
});

export const PayoutRunBody = Type.Object({
  periodEnd: Type.String({
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description: 'The last day (UTC) of the period: shares available by its end are paid',
    [ERROR_MESSAGE_KEYWORD]: 'The period must end on a date (YYYY-MM-DD).',
  }),
});

export const PayoutRunSchema = Type.Object({
  statements: Type.Array(StatementSchema, { description: 'The statements this run made (none when nothing was due)' }),
});

export const REFERENCE_MAX = 100;
export const MarkPaidBody = Type.Object({
  reference: Type.String({ minLength: 1, maxLength: REFERENCE_MAX, description: "The payment's reference (a bank transfer's, say)" }),
});

export const RevenueQuery = Type.Object({
  months: Type.Optional(Type.Integer({ minimum: 1, maximum: 60, description: 'How many months back, this one included (default 12)' })),
});
export const RevenueSchema = Type.Object({
  months: Type.Array(
    Type.Object({
      month: Type.String({ description: 'YYYY-MM (UTC)' }),
      commissionCents: Cents('Commission earned on orders placed, less commission returned with refunds'),
      refundCents: Cents('Refunded to buyers'),
    }),
  ),
});
