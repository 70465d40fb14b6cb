import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { Button, formatDateTime, type OutboxMessage, type OutboxPage, type PillTone, showNotice, StatusPill } from '@shop/shared';
import { PagedListState, RowActions, StaffTable, usePagedList } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { getOutbox, retryMessage } from '../api/outbox-api';

const T = ADMIN_TEXT.outbox;
const PAGE_SIZE = 20;
type Status = OutboxMessage['status'];
const STATUSES: Status[] = ['QUEUED', 'SENDING', 'SENT', 'FAILED', 'SKIPPED'];
const TONE: Record<Status, PillTone> = { QUEUED: 'warning', SENDING: 'warning', SENT: 'success', FAILED: 'danger', SKIPPED: 'neutral' };

const Filter = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  flex-wrap: wrap;
  margin-bottom: ${({ theme }) => theme.space.md};
  select { min-height: 44px; }
`;

const WrapCell = styled.td`
  overflow-wrap: anywhere;
  max-width: 18rem;
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) { max-width: none; }
`;

/** Every e-mail the shop queued, newest first, filtered by status; failed and skipped ones can be sent again. */
export function OutboxTable() {
  const id = useId();
  const [status, setStatus] = useState<Status | ''>('');
  const load = useCallback((page: number) => getOutbox(page, PAGE_SIZE, status || undefined), [status]);
  const list = usePagedList(load);
  const [retrying, setRetrying] = useState<number | null>(null);
  const counts = (list.data as OutboxPage | null)?.counts ?? null;

  const retry = async (message: OutboxMessage) => {
    setRetrying(message.id);
    try {
      await retryMessage(message.id);
      showNotice(T.retried, 'success');
      list.reload();
    } catch (error) {
      console.error('Retrying the message failed', error);
      showNotice(T.retryFailed, 'error');
    }
    setRetrying(null);
  };

  return (
    <>
      <Filter>
        <label htmlFor={`${id}-status`}>{T.filter}</label>
        <select id={`${id}-status`} value={status} onChange={(event) => setStatus(event.target.value as Status | '')}>
          <option value="">{T.all}</option>
          {STATUSES.map((value) => (
            <option key={value} value={value}>
              {T.statuses[value]}
              {counts ? ` (${counts[value]})` : ''}
            </option>
          ))}
        </select>
      </Filter>
      <PagedListState list={list} empty={T.empty} error={T.loadFailed} pagerLabel={`${T.caption} pages`}>
        <StaffTable
          label={T.caption}
          columns={[T.subject, T.recipient, T.status, T.attempts, T.queued, T.reply, T.actions]}
          rows={list.data?.content ?? []}
          rowKey={(message) => message.id}
          renderCells={(message) => (
            <>
              <th scope="row">{message.subject}</th>
              <WrapCell>
                {message.recipient.username}
                {message.toEmail ? ` (${message.toEmail})` : ''}
              </WrapCell>
              <td>
                <StatusPill $tone={TONE[message.status]}>{T.statuses[message.status]}</StatusPill>
              </td>
              <td>{message.attempts}</td>
              <td>{formatDateTime(message.createdAt)}</td>
              <WrapCell>{message.lastError ?? ''}</WrapCell>
              <td>
                {(message.status === 'FAILED' || message.status === 'SKIPPED') && (
                  <RowActions>
                    <Button type="button" $variant="secondary" disabled={retrying === message.id} onClick={() => void retry(message)} aria-label={`${T.retry}: ${message.subject}, ${message.recipient.username}`}>
                      {T.retry}
                    </Button>
                  </RowActions>
                )}
              </td>
            </>
          )}
        />
      </PagedListState>
    </>
  );
}
