import { Page, RemoteRoot, StaffWelcome } from '@shop/shared';

/** Home for admins: a greeting and the pages of their console. */
export default function HomePage() {
  return (
    <RemoteRoot app="admin-console">
      <Page>
        <StaffWelcome
          title="Welcome back"
          links={[
          { to: '/users', label: 'All Users' },
          { to: '/product-management', label: 'All Products' },
          { to: '/manageorders', label: 'All Orders' },
        ]}
        />
      </Page>
    </RemoteRoot>
  );
}
