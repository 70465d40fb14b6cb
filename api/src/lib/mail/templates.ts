import type { MailKind } from './kinds';

// What each kind of e-mail says, from the facts its event recorded (the outbox row's data). Plain content only:
// render.ts lays it out as text and HTML and makes every link absolute. Payment is only ever named by its method and
// the card's last 4 digits (the shop never stores more).

export interface MailLine {
  name: string;
  quantity: number;
  priceCents: number;
}

export interface MailAddress {
  fullName: string;
  street: string;
  city: string;
  stateZipCountry: string;
}

/** The facts each kind needs, written when the event happens. */
export interface MailData {
  WELCOME: { username: string; role: 'BUYER' | 'SELLER' };
  ORDER_PLACED: { orderId: number; items: MailLine[]; totalCents: number; address: MailAddress; payment: string };
  NEW_ORDER: { orderId: number; items: MailLine[]; address: MailAddress };
  ITEM_SHIPPED: { orderId: number; productName: string; deliveryDate: string; carrier: string | null; trackingNumber: string | null };
  ITEM_DELIVERED: { orderId: number; productName: string };
  DISPUTE_RAISED: { orderId: number; productName: string; reason: string; description: string | null; dueAt: string };
  DISPUTE_ESCALATED: { orderId: number; productName: string; sellerName: string; reason: string };
  /** refundCents: absent in messages queued before refunds existed. */
  DISPUTE_RESOLVED: { orderId: number; productName: string; resolvedBy: 'SELLER' | 'ADMIN'; refundCents?: number };
  BACK_IN_STOCK: { productId: number; productName: string; message: string };
  PRICE_DROP: { productId: number; productName: string; message: string };
  PASSWORD_CHANGED: Record<string, never>;
  ACCOUNT_DISABLED: Record<string, never>;
}

export interface MailContent {
  subject: string;
  heading: string;
  paragraphs: string[];
  table?: { head: string[]; rows: string[][] };
  /** A button to the page the message is about (a path of the shop). */
  action?: { label: string; path: string };
}

export const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
/** A date as people read it, in UTC (the shop's dates are days, not moments). */
const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

const lineRows = (items: MailLine[]) => items.map((item) => [item.name, String(item.quantity), money(item.priceCents * item.quantity)]);
const ITEM_HEAD = ['Item', 'Quantity', 'Price'];
const addressText = (address: MailAddress) => [address.fullName, address.street, address.city, address.stateZipCountry].join(', ');

type Templates = { [K in MailKind]: (data: MailData[K]) => MailContent };

export const TEMPLATES: Templates = {
  WELCOME: ({ username, role }) => ({
    subject: 'Welcome to the marketplace',
    heading: `Welcome, ${username}`,
    paragraphs: [
      role === 'SELLER'
        ? 'Your seller account is ready. Add your first product and buyers can find it at once.'
        : 'Your account is ready. Browse the shop, keep a wishlist and check out in a few steps.',
    ],
    action: role === 'SELLER' ? { label: 'Add a product', path: '/product-management' } : { label: 'Start shopping', path: '/products' },
  }),
  ORDER_PLACED: ({ orderId, items, totalCents, address, payment }) => ({
    subject: `Order #${orderId} placed`,
    heading: `Thank you for your order #${orderId}`,
    paragraphs: [`Total: ${money(totalCents)}, paid by ${payment}.`, `Shipping to: ${addressText(address)}.`],
    table: { head: ITEM_HEAD, rows: lineRows(items) },
    action: { label: 'See my orders', path: '/myorders' },
  }),
  NEW_ORDER: ({ orderId, items, address }) => ({
    subject: `New order #${orderId} to ship`,
    heading: `You have a new order to ship: #${orderId}`,
    paragraphs: [`Ship to: ${addressText(address)}.`, 'Mark each item shipped with its delivery date once it is on its way.'],
    table: { head: ITEM_HEAD, rows: lineRows(items) },
    action: { label: 'Manage orders', path: '/manageorders' },
  }),
  ITEM_SHIPPED: ({ orderId, productName, deliveryDate, carrier, trackingNumber }) => ({
    subject: `${productName} has shipped`,
    heading: `${productName} is on its way`,
    paragraphs: [
      `An item of order #${orderId} has shipped and should arrive by ${day(deliveryDate)}.`,
      ...(carrier || trackingNumber ? [`Carrier: ${carrier ?? 'not given'}; tracking number: ${trackingNumber ?? 'not given'}.`] : []),
    ],
    action: { label: 'Track my orders', path: '/myorders' },
  }),
  ITEM_DELIVERED: ({ orderId, productName }) => ({
    subject: `${productName} was delivered`,
    heading: `${productName} was delivered`,
    paragraphs: [`The buyer marked ${productName} of order #${orderId} delivered.`],
    action: { label: 'Manage orders', path: '/manageorders' },
  }),
  DISPUTE_RAISED: ({ orderId, productName, reason, description, dueAt }) => ({
    subject: `Dispute raised on ${productName}`,
    heading: `A buyer raised a dispute on ${productName}`,
    paragraphs: [
      `Order #${orderId}. Reason: ${reason}.`,
      ...(description ? [`The buyer wrote: ${description}`] : []),
      `Resolve it by ${new Date(dueAt).toUTCString()}; after that it goes to the administrators.`,
    ],
    action: { label: 'See disputes', path: '/disputes' },
  }),
  DISPUTE_ESCALATED: ({ orderId, productName, sellerName, reason }) => ({
    subject: `Dispute escalated: ${productName}`,
    heading: 'A dispute needs an administrator',
    paragraphs: [`${sellerName} did not resolve the dispute on ${productName} (order #${orderId}, reason: ${reason}) by its deadline.`],
    action: { label: 'See escalated disputes', path: '/escalated-disputes' },
  }),
  DISPUTE_RESOLVED: ({ orderId, productName, resolvedBy, refundCents }) => ({
    subject: `Your dispute on ${productName} is resolved`,
    heading: 'Your dispute is resolved',
    paragraphs: [
      `${resolvedBy === 'ADMIN' ? 'An administrator' : 'The seller'} resolved your dispute on ${productName} (order #${orderId}).`,
      ...(refundCents === undefined ? [] : [refundCents > 0 ? `You are refunded $${(refundCents / 100).toFixed(2)} to the way you paid.` : 'No refund was given.']),
    ],
    action: { label: 'See my orders', path: '/myorders' },
  }),
  BACK_IN_STOCK: ({ productId, productName, message }) => ({
    subject: `Back in stock: ${productName}`,
    heading: 'Back in stock',
    paragraphs: [message],
    action: { label: 'See the product', path: `/products/${productId}` },
  }),
  PRICE_DROP: ({ productId, productName, message }) => ({
    subject: `Price drop: ${productName}`,
    heading: 'A lower price',
    paragraphs: [message],
    action: { label: 'See the product', path: `/products/${productId}` },
  }),
  PASSWORD_CHANGED: () => ({
    subject: 'Your password was changed',
    heading: 'Your password was changed',
    paragraphs: ['An administrator set a new password for your account, and every session signed in before it has ended.', 'If you did not ask for this, contact us.'],
    action: { label: 'Contact us', path: '/contact' },
  }),
  ACCOUNT_DISABLED: () => ({
    subject: 'Your account was disabled',
    heading: 'Your account was disabled',
    paragraphs: ['An administrator disabled your account: you can no longer sign in.', 'If you think this is a mistake, contact us.'],
    action: { label: 'Contact us', path: '/contact' },
  }),
};

/** A kind's content from its data (the data as the event wrote it). */
export function contentOf<K extends MailKind>(kind: K, data: MailData[K]): MailContent {
  return (TEMPLATES[kind] as (data: MailData[K]) => MailContent)(data);
}
