// Keys of the storefront's shared query cache (useQuery), named once so one feature can fill what another reads.
export const queryKeys = {
  order: (orderId: number) => `order:${orderId}`,
  userOrders: (userId: number) => `orders:user:${userId}`,
  product: (productId: number) => `product:${productId}`,
  reviews: (productId: number, page: number) => `reviews:${productId}:${page}`,
  categories: 'categories',
  productSearch: (search: string) => `products:search:${search}`,
  suggestions: (typed: string) => `products:suggest:${typed}`,
  savedProducts: (userId: number, productIds: string) => `wishlist:saved:${userId}:${productIds}`,
  seller: (sellerId: number) => `seller:${sellerId}`,
};
