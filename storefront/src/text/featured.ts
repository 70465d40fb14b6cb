// Storefront text: featured (one module per section: a page's chunk carries only what it uses).
export const featured = {
  title: 'Featured products',
  empty: 'No products to feature yet.',
} as const;
