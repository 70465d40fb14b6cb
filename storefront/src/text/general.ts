// Storefront text used across pages (one module per section: a page's chunk carries only what it uses).
export const welcomeTitle = 'Welcome to the Marketplace';
export const welcomeBody = 'Independent sellers, one checkout. Find something you love today.';
export const browseProducts = 'Browse products';
export const loading = 'Loading…';
export const purchasingNotAllowed = 'Sellers and administrators do not have purchasing permissions.';
export const signInPrompt = 'Log in';
