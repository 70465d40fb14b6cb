// Storefront text: wishlist (one module per section: a page's chunk carries only what it uses).
export const wishlist = {
  title: 'My Wishlist',
  empty: 'No items in your wishlist.',
  signIn: 'Please log in to view your wishlist.',
  image: 'Image',
  product: 'Product',
  price: 'Price',
  actions: 'Actions',
  remove: 'Remove',
  addToCart: 'Add to Cart',
  rowsPerPage: 'Rows per page',
  range: (from: number, to: number, total: number) => `${from}–${to} of ${total}`,
  unavailable: 'Unavailable',
} as const;
