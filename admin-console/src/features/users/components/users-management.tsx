import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, showNotice, StatusPill, type User } from '@shop/shared';
import { PagedListState, RowActions, SearchField, StaffTable, usePagedList, useSearchText } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { getUsers } from '../api/get-users';
import { setUserEnabled } from '../api/set-user-enabled';
import { ChangePasswordDialog } from './change-password-dialog';
import { EditUserDialog } from './edit-user-dialog';

const Search = styled.div`
  max-width: 420px;
`;

const PAGE_SIZE = 20;
const T = ADMIN_TEXT.users;

type Open = { kind: 'edit' | 'password' | 'disable'; user: User } | null;

/** Buyers and sellers, searched and paged on the server so that 10,000 users stay usable. */
export function UsersManagement() {
  const search = useSearchText();
  const { query } = search;
  const load = useCallback((page: number) => getUsers(page, PAGE_SIZE, query || undefined), [query]);
  const list = usePagedList(load);
  const [open, setOpen] = useState<Open>(null);
  const [toggling, setToggling] = useState<number | null>(null);
  const close = () => setOpen(null);

  const toggle = async (user: User) => {
    close();
    setToggling(user.id);
    try {
      await setUserEnabled(user.id, user.disabled);
      showNotice(user.disabled ? T.enabledNotice : T.disabledNotice, 'success');
      list.reload();
    } catch (error) {
      console.error('Changing the user status failed', error);
      showNotice(T.statusFailed, 'error');
    }
    setToggling(null);
  };

  return (
    <>
      <Search>
        <SearchField search={search} label={T.searchLabel} hint={T.searchHint} />
      </Search>
      <PagedListState list={list} empty={T.empty} error={T.loadFailed} pagerLabel={`${T.caption} pages`}>
        <StaffTable
          label={T.caption}
          columns={[T.username, T.email, T.role, T.status, T.actions]}
          rows={list.data?.content ?? []}
          rowKey={(user) => user.id}
          renderCells={(user) => (
            <>
              <th scope="row">{user.username}</th>
              <td>{user.email}</td>
              <td>{T.roles[user.role]}</td>
              <td>
                <StatusPill $tone={user.disabled ? 'danger' : 'success'}>{user.disabled ? T.disabled : T.active}</StatusPill>
              </td>
              <td>
                <RowActions>
                  <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'edit', user })} aria-label={`${T.edit}: ${user.username}`}>
                    {T.edit}
                  </Button>
                  <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'password', user })} aria-label={`${T.changePassword}: ${user.username}`}>
                    {T.changePassword}
                  </Button>
                  <Button
                    type="button"
                    $variant={user.disabled ? 'primary' : 'danger'}
                    disabled={toggling === user.id}
                    aria-label={`${user.disabled ? T.enable : T.disable}: ${user.username}`}
                    // Disabling locks someone out, so it asks first; enabling does not.
                    onClick={() => (user.disabled ? void toggle(user) : setOpen({ kind: 'disable', user }))}
                  >
                    {user.disabled ? T.enable : T.disable}
                  </Button>
                </RowActions>
              </td>
            </>
          )}
        />
      </PagedListState>
      {open?.kind === 'disable' && (
        <ConfirmDialog title={T.confirmDisableTitle(open.user.username)} confirmLabel={T.disable} danger onConfirm={() => void toggle(open.user)} onClose={close}>
          <p>{T.confirmDisable}</p>
        </ConfirmDialog>
      )}
      {open?.kind === 'edit' && (
        <EditUserDialog
          user={open.user}
          onClose={close}
          onSaved={() => {
            close();
            showNotice(T.userUpdated, 'success');
            list.reload();
          }}
        />
      )}
      {open?.kind === 'password' && (
        <ChangePasswordDialog
          user={open.user}
          onClose={close}
          onSaved={() => {
            close();
            showNotice(T.passwordUpdated, 'success');
          }}
        />
      )}
    </>
  );
}
