// Every kind of e-mail the shop sends, who receives it and whether it may be turned off. Security notices (a password
// changed, an account disabled) always go out: they carry no unsubscribe link and no preference turns them off.

export const MAIL_KINDS = [
  'WELCOME',
  'ORDER_PLACED',
  'NEW_ORDER',
  'ITEM_SHIPPED',
  'ITEM_DELIVERED',
  'DISPUTE_RAISED',
  'DISPUTE_ESCALATED',
  'DISPUTE_RESOLVED',
  'BACK_IN_STOCK',
  'PRICE_DROP',
  'PASSWORD_CHANGED',
  'ACCOUNT_DISABLED',
] as const;

export type MailKind = (typeof MAIL_KINDS)[number];
export type MailAudience = 'BUYER' | 'SELLER' | 'ADMIN' | 'ANY';

interface KindInfo {
  /** What the preferences page calls it. */
  label: string;
  audience: MailAudience;
  security: boolean;
}

export const MAIL_KIND_INFO: Record<MailKind, KindInfo> = {
  WELCOME: { label: 'Welcome after registering', audience: 'ANY', security: false },
  ORDER_PLACED: { label: 'Order confirmations', audience: 'BUYER', security: false },
  NEW_ORDER: { label: 'New orders to ship', audience: 'SELLER', security: false },
  ITEM_SHIPPED: { label: 'Items shipped', audience: 'BUYER', security: false },
  ITEM_DELIVERED: { label: 'Items delivered', audience: 'SELLER', security: false },
  DISPUTE_RAISED: { label: 'Disputes raised on my items', audience: 'SELLER', security: false },
  DISPUTE_ESCALATED: { label: 'Disputes escalated to administrators', audience: 'ADMIN', security: false },
  DISPUTE_RESOLVED: { label: 'My disputes resolved', audience: 'BUYER', security: false },
  BACK_IN_STOCK: { label: 'Wishlisted products back in stock', audience: 'BUYER', security: false },
  PRICE_DROP: { label: 'Wishlisted products cheaper', audience: 'BUYER', security: false },
  PASSWORD_CHANGED: { label: 'Password changed', audience: 'ANY', security: true },
  ACCOUNT_DISABLED: { label: 'Account disabled', audience: 'ANY', security: true },
};

export const isMailKind = (value: string): value is MailKind => (MAIL_KINDS as readonly string[]).includes(value);

/** The kinds a user of this role can turn on or off (their role's own and everyone's; never the security notices). */
export function optionalKindsFor(role: 'BUYER' | 'SELLER' | 'ADMIN'): MailKind[] {
  return MAIL_KINDS.filter((kind) => {
    const info = MAIL_KIND_INFO[kind];
    return !info.security && (info.audience === 'ANY' || info.audience === role);
  });
}
