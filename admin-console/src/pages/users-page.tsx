import { Page, PageTitle, RemoteRoot } from '@shop/shared';
import { UsersManagement } from '../features/users/components/users-management';
import { ADMIN_TEXT } from '../admin-text';

/** /users: buyers and sellers with Edit, Change Password and Enable/Disable. */
export default function UsersPage() {
  return (
    <RemoteRoot app="admin-console">
      <Page>
        <PageTitle>{ADMIN_TEXT.users.title}</PageTitle>
        <UsersManagement />
      </Page>
    </RemoteRoot>
  );
}
