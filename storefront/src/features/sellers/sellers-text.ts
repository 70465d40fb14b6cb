import { formatDate } from '@shop/shared';

// What the seller page says (the scorecard's own labels live with the shared scorecard).
export const SELLERS_TEXT = {
  memberSince: (iso: string) => `Member since ${formatDate(iso)}`,
  liveProducts: (count: number) => `${count} ${count === 1 ? 'product' : 'products'} for sale`,
  productsTitle: (name: string) => `Products from ${name}`,
  notFoundTitle: 'Seller not found',
  notFoundBody: 'There is no seller at this address. Their shop may have closed, or the link is mistyped.',
  loadFailed: 'Could not load this seller. Please try again.',
  reload: 'Reload',
  browse: 'Browse all products',
};
