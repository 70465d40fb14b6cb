import type { TimelineEvent } from '../types/domain';

// How an order item's history reads to buyers, sellers and admins alike.
export const TIMELINE_TEXT = {
  heading: (steps: number) => `History (${steps} ${steps === 1 ? 'step' : 'steps'})`,
  steps: {
    PLACED: 'Order placed',
    SHIPPED: 'Item shipped',
    DELIVERED: 'Marked delivered',
    DISPUTED: 'Dispute raised',
    ESCALATED: 'Escalated to an administrator',
    RESOLVED: 'Dispute resolved',
  } satisfies Record<TimelineEvent['kind'], string>,
  actors: {
    BUYER: 'by the buyer',
    SELLER: 'by the seller',
    ADMIN: 'by an administrator',
    SYSTEM: 'automatically: the seller did not resolve it in time',
  } satisfies Record<TimelineEvent['actorRole'], string>,
  carrier: 'Carrier',
  tracking: 'Tracking number',
  estimatedDelivery: 'Estimated delivery',
  note: 'Note',
  refund: 'Refund to the buyer',
  noRefund: 'none',
  resolveBy: (when: string) => `The seller should resolve this dispute by ${when}; after that an administrator decides.`,
  escalated: 'The seller did not resolve this dispute in time: an administrator will decide.',
} as const;
