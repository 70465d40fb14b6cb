import { useCallback, useState } from 'react';
import styled from 'styled-components';
import { Button, ConfirmDialog, showNotice, StatusPill, TextField, type User } from '@shop/shared';
import { ListState, Pager, RowActions, Table, TableRegion, usePagedList, useSearchText } from '@shop/staff';
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
        <TextField
          label={T.searchLabel}
          hint={T.searchHint}
          type="search"
          value={search.text}
          onChange={(event) => search.setText(event.target.value)}
        />
      </Search>
      <ListState
        status={list.status}
        count={list.data?.content.length ?? 0}
        hasData={list.data !== null}
        empty={T.empty}
        error={T.loadFailed}
        onRetry={list.reload}
      >
        <TableRegion label={T.caption}>
          <Table>
            <thead>
              <tr>
                <th scope="col">{T.username}</th>
                <th scope="col">{T.email}</th>
                <th scope="col">{T.role}</th>
                <th scope="col">{T.status}</th>
                <th scope="col">{T.actions}</th>
              </tr>
            </thead>
            <tbody>
              {list.data?.content.map((user) => (
                <tr key={user.id}>
                  <th scope="row">{user.username}</th>
                  <td>{user.email}</td>
                  <td>{T.roles[user.role]}</td>
                  <td>
                    <StatusPill $tone={user.disabled ? 'danger' : 'success'}>{user.disabled ? T.disabled : T.active}</StatusPill>
                  </td>
                  <td>
                    <RowActions>
                      <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'edit', user })}>
                        {T.edit}
                      </Button>
                      <Button type="button" $variant="secondary" onClick={() => setOpen({ kind: 'password', user })}>
                        {T.changePassword}
                      </Button>
                      <Button
                        type="button"
                        $variant={user.disabled ? 'primary' : 'danger'}
                        disabled={toggling === user.id}
                        // Disabling locks someone out, so it asks first; enabling does not.
                        onClick={() => (user.disabled ? void toggle(user) : setOpen({ kind: 'disable', user }))}
                      >
                        {user.disabled ? T.enable : T.disable}
                      </Button>
                    </RowActions>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </TableRegion>
        <Pager page={list.page} totalPages={list.data?.totalPages ?? 1} onPage={list.setPage} label={`${T.caption} pages`} />
      </ListState>
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
