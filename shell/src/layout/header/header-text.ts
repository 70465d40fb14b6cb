// PRODUCT.md §2 header text, quoted exactly.
export const HEADER_TEXT = {
  shop: 'Shop',
  login: 'Login',
  register: 'Register',
  help: 'Help',
  greeting: (username: string) => `Hi, ${username}`,
  viewOrders: 'View Orders',
  myWishlist: 'My Wishlist',
  emailPreferences: 'E-mail preferences',
  logout: 'Logout',
  bellTooltip: 'You have outstanding orders to be fulfilled',
  notifications: 'Notifications',
  unread: (count: number) => `${count} unread`,
  adminLinks: [
    { to: '/users', label: 'All Users' },
    { to: '/product-management', label: 'All Products' },
    { to: '/manageorders', label: 'All Orders' },
    { to: '/escalated-disputes', label: 'Escalated Disputes' },
    { to: '/outbox', label: 'Outbox' },
    { to: '/payouts', label: 'Payouts' },
  ],
  sellerLinks: [
    { to: '/product-management', label: 'Manage Products' },
    { to: '/manageorders', label: 'Manage Orders' },
    { to: '/disputes', label: 'Manage Disputes' },
    { to: '/earnings', label: 'Earnings' },
  ],
} as const;
