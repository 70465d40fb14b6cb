// The API's answers and bodies the front end uses, under the names the front end knows them by. These schemas are
// the one source of the contract: `npm run contract` turns them into shared/src/types/contract.gen.ts, and
// npm test fails when the two drift (scripts/checks/contract.test.ts).
import { Type } from 'typebox';
import { PageOf } from './lib/common-schemas';
import { CartAnswer, CartItemSchema } from './modules/cart/cart.schemas';
import { CheckoutAddress, CheckoutAnswer, CheckoutPaymentDetails } from './modules/orders/checkout.schemas';
import { OutboxMessage, OutboxPage, Preference, Preferences, UnsubscribeAnswer } from './modules/mail/mail.schemas';
import { BalanceSchema, CommissionSchema, ItemMoneyPage, ItemMoneySchema, PayoutRunSchema, RevenueSchema, StatementDetailSchema, StatementPage, StatementSchema } from './modules/money/money.schemas';
import { NotificationList, NotificationSchema, UnreadCount } from './modules/notifications/notifications.schemas';
import { AdminDashboardSchema, SellerDashboardSchema } from './modules/orders/dashboard.schemas';
import { EscalatedDisputeSchema } from './modules/orders/disputes.schemas';
import { DisputeBody } from './modules/orders/order-status.schemas';
import { AddressSchema, OrderItemSchema, OrderSchema, PaymentSummarySchema, SummarySchema, TimelineEventSchema } from './modules/orders/orders.schemas';
import { BulkResult } from './modules/products/products-bulk.schemas';
import { ImportJobSchema, ImportPlanSchema } from './modules/products/products-csv.schemas';
import { ProductBody, ProductDetailSchema, ProductSchema, SearchPage, SORTS, SuggestAnswer } from './modules/products/products.schemas';
import { ReviewPageSchema, ReviewSchema } from './modules/reviews/reviews.schemas';
import { RatioSchema, SellerProfileSchema, SellerScorecardSchema } from './modules/sellers/sellers.schemas';
import { ClientConfigSchema } from './modules/system/system.schemas';
import { UploadAnswer } from './modules/uploads/uploads.schemas';
import { LoginAnswer, UserSchema } from './modules/users/users.schemas';
import { SavedAnswer, WishlistAnswer, WishlistItemSchema, WishlistProductSchema } from './modules/wishlist/wishlist.schemas';

/** Every error answer: a short `error`, a sentence for people in `message`, and per-field texts when a body was refused. */
export const ApiErrorSchema = Type.Object({
  error: Type.String(),
  message: Type.Optional(Type.String()),
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
});

/** Name → schema. A schema used inside another one by identity is written as a reference to its name. */
export const CONTRACT = {
  Role: UserSchema.properties.role,
  Product: ProductSchema,
  ProductDetail: ProductDetailSchema,
  ProductSort: Type.Enum([...SORTS]),
  ProductPage: PageOf(ProductSchema),
  ProductSearchPage: SearchPage,
  SuggestAnswer,
  ProductInput: ProductBody,
  BulkChangeResult: BulkResult,
  ImportPlan: ImportPlanSchema,
  ImportJob: ImportJobSchema,
  CartItem: CartItemSchema,
  Cart: CartAnswer,
  WishlistProduct: WishlistProductSchema,
  WishlistItem: WishlistItemSchema,
  Wishlist: WishlistAnswer,
  WishlistSaved: SavedAnswer,
  OrderItemStatus: OrderItemSchema.properties.status,
  OrderOverallStatus: OrderSchema.properties.overallStatus,
  PaymentMethod: PaymentSummarySchema.properties.method,
  TimelineEvent: TimelineEventSchema,
  OrderItem: OrderItemSchema,
  Address: AddressSchema,
  PaymentSummary: PaymentSummarySchema,
  Order: OrderSchema,
  OrderSummary: SummarySchema,
  SellerDashboard: SellerDashboardSchema,
  AdminDashboard: AdminDashboardSchema,
  CheckoutAddress,
  PaymentDetails: CheckoutPaymentDetails,
  CheckoutAnswer,
  Dispute: DisputeBody,
  EscalatedDispute: EscalatedDisputeSchema,
  SellerBalance: BalanceSchema,
  Commission: CommissionSchema,
  ItemMoney: ItemMoneySchema,
  ItemMoneyPage,
  PayoutStatement: StatementSchema,
  PayoutStatementPage: StatementPage,
  PayoutStatementDetail: StatementDetailSchema,
  PayoutRun: PayoutRunSchema,
  CommissionRevenue: RevenueSchema,
  Notification: NotificationSchema,
  NotificationList,
  UnreadCount,
  MailPreference: Preference,
  MailPreferences: Preferences,
  UnsubscribeAnswer,
  OutboxMessage,
  OutboxPage,
  Review: ReviewSchema,
  ReviewPage: ReviewPageSchema,
  SellerRatio: RatioSchema,
  SellerScorecard: SellerScorecardSchema,
  SellerProfile: SellerProfileSchema,
  User: UserSchema,
  LoginAnswer,
  ClientConfig: ClientConfigSchema,
  UploadAnswer,
  ApiErrorBody: ApiErrorSchema,
} as const;
