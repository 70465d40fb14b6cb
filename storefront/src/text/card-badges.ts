// Storefront text: cardBadges (one module per section: a page's chunk carries only what it uses).
export const cardBadges = {
  outOfStock: 'Out of stock',
  saved: '♥ In your wishlist',
} as const;
