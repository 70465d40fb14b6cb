import { DISPUTE_RESPONSE_DAYS, SUMMARY_LOW_STOCK_BELOW } from '@shop/shared';

// User-visible seller-console text; SPEC strings are quoted exactly so code and tests agree.
export const SELLER_TEXT = {
  home: {
    welcome: 'Welcome back',
    gridTitle: 'Your products',
  },
  links: {
    products: 'Manage Products',
    orders: 'Manage Orders',
    disputes: 'Manage Disputes',
  },
  productManagement: {
    title: 'Manage Products',
    filterLabel: 'Show',
    filterAll: 'All products',
    filterLowStock: `Low in stock (below ${SUMMARY_LOW_STOCK_BELOW})`,
  },
  orders: {
    title: 'Manage Orders',
    filterLabel: 'Show',
    filterAll: 'All orders',
    filterPending: 'Orders waiting for shipment',
    deliveryDate: 'Delivery date',
    ship: 'Ship',
    shipping: 'Shipping…',
    deliveryDateRequired: 'Please choose a delivery date.',
    shipped: 'Item marked as shipped.',
    shipFailedTitle: 'Shipping failed',
    shipFailed: 'Failed to ship item. Please try again.',
  },
  disputes: {
    title: 'Manage Disputes',
    intro: `Please respond to each dispute within ${DISPUTE_RESPONSE_DAYS} days; after that the buyer may contact support.`,
    caption: 'Disputed items',
    order: 'Order',
    buyer: 'Buyer',
    product: 'Product',
    reason: 'Reason',
    description: 'Description',
    date: 'Date',
    actions: 'Actions',
    contactBuyer: 'Contact Buyer',
    resolved: 'Resolved',
    fetchFailed: 'Failed to fetch disputed orders.',
    empty: 'No disputed items found.',
    resolvedNotice: 'Dispute marked as resolved.',
    resolveFailed: 'Failed to resolve dispute.',
    notImplementedTitle: 'Feature Not Implemented',
    notImplemented: 'The contact buyer feature is not available yet.',
  },
} as const;
