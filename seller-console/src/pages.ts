// The pages this remote exposes to the shell, declared once: the webpack config exposes each as `./<Name>`
// (src/pages/<file>.tsx), the standalone app routes `path` to it, and a test checks the shell's route table against it.
export const PAGES = {
  HomePage: { file: 'home-page', path: '/' },
  ProductManagementPage: { file: 'product-management-page', path: '/product-management' },
  ManageOrdersPage: { file: 'manage-orders-page', path: '/manageorders' },
  DisputesPage: { file: 'disputes-page', path: '/disputes' },
  EarningsPage: { file: 'earnings-page', path: '/earnings' },
} as const satisfies Record<string, { file: string; path: string }>;
