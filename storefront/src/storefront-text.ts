// User-visible storefront text, quoted once so code and tests agree (product-rule strings are exact). One module per
// section under text/, and code imports this file as a namespace (`import * as STOREFRONT_TEXT`): webpack follows
// each `STOREFRONT_TEXT.<section>` to its own module (text files are side-effect free, webpack.config.base.ts), so a
// page's chunk carries only the sections that page uses instead of every page's text.
export * from './text/general';
export { pager } from './text/pager';
export { featured } from './text/featured';
export { catalogue } from './text/catalogue';
export { ratings } from './text/ratings';
export { cardBadges } from './text/card-badges';
export { product } from './text/product';
export { reviews } from './text/reviews';
export { cart } from './text/cart';
export { address } from './text/address';
export { payment } from './text/payment';
export { checkout } from './text/checkout';
export { orders } from './text/orders';
export { notifications } from './text/notifications';
export { wishlist } from './text/wishlist';
export { contact } from './text/contact';
export { email } from './text/email';
