// Storefront text: notifications (one module per section: a page's chunk carries only what it uses).
export const notifications = {
  title: 'Notifications',
  empty: 'No notifications yet. We tell you here when a product on your wishlist is back in stock or cheaper.',
  signIn: 'Please log in to view your notifications.',
  loadFailed: 'Failed to load notifications.',
  markRead: 'Mark read',
  markAllRead: 'Mark all read',
  markFailed: 'Failed to mark the notification read. Please try again.',
  newLabel: 'New:',
} as const;
