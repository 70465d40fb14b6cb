// The pages this remote exposes to the shell, declared once: the webpack config exposes each as `./<Name>`
// (src/pages/<file>.tsx), the standalone app routes `path` to it, and a test checks the shell's route table against it.
export const PAGES = {
  HomePage: { file: 'home-page', path: '/' },
  ProductManagementPage: { file: 'product-management-page', path: '/product-management' },
  UsersPage: { file: 'users-page', path: '/users' },
  ManageOrdersPage: { file: 'manage-orders-page', path: '/manageorders' },
  EscalatedDisputesPage: { file: 'escalated-disputes-page', path: '/escalated-disputes' },
  PayoutsPage: { file: 'payouts-page', path: '/payouts' },
  OutboxPage: { file: 'outbox-page', path: '/outbox' },
} as const satisfies Record<string, { file: string; path: string }>;
