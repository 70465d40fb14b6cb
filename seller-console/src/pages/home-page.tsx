import { Page, RemoteRoot, StaffWelcome } from '@shop/shared';

/** Home for sellers: a greeting and the pages of their console. */
export default function HomePage() {
  return (
    <RemoteRoot app="seller-console">
      <Page>
        <StaffWelcome
          title="Welcome back"
          links={[
          { to: '/product-management', label: 'Manage Products' },
          { to: '/manageorders', label: 'Manage Orders' },
          { to: '/disputes', label: 'Manage Disputes' },
        ]}
        />
      </Page>
    </RemoteRoot>
  );
}
