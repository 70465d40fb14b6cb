import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, Card, formatDateTime, MutedText, showNotice, useQuery, useUnreadNotificationsStore, type Notification } from '@shop/shared';
import { LoadingText } from '../../../components/loading-text';
import { PageMessage } from '../../../components/page-message';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { getNotifications, markAllNotificationsRead, markNotificationRead } from '../api/notifications-api';

const text = STOREFRONT_TEXT.notifications;

const List = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.md} 0 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

const Row = styled(Card).attrs({ as: 'li' })<{ $unread: boolean }>`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ $unread, theme }) => ($unread ? theme.colors.accent : theme.colors.border)};
  p { margin: 0; }
`;

/** The buyer's wishlist alerts, newest first, each marked read on request. */
export function NotificationList() {
  const { state, setData } = useQuery('notifications', getNotifications);
  const setUnread = useUnreadNotificationsStore((store) => store.set);
  if (state.status === 'loading' || state.status === 'idle') return <LoadingText />;
  if (state.status === 'error') return <PageMessage>{text.loadFailed}</PageMessage>;
  const { content } = state.data;
  if (content.length === 0) return <PageMessage>{text.empty}</PageMessage>;

  const markRead = async (id: number | 'all') => {
    try {
      const unread = id === 'all' ? await markAllNotificationsRead() : await markNotificationRead(id);
      setUnread(unread);
      setData((current) => ({ unreadCount: unread, content: current.content.map((item: Notification) => (id === 'all' || item.id === id ? { ...item, read: true } : item)) }));
    } catch (error) {
      console.error('Marking notifications read failed', error);
      showNotice(text.markFailed, 'error');
    }
  };

  return (
    <>
      {state.data.unreadCount > 0 && (
        <Button type="button" $variant="secondary" onClick={() => void markRead('all')}>
          {text.markAllRead}
        </Button>
      )}
      <List>
        {content.map((item) => (
          <Row key={item.id} $unread={!item.read}>
            <div>
              <p>
                {!item.read && <strong>{text.newLabel} </strong>}
                <Link to={`/products/${item.productId}`}>{item.message}</Link>
              </p>
              <MutedText>{formatDateTime(item.createdAt)}</MutedText>
            </div>
            {!item.read && (
              <Button type="button" $variant="secondary" onClick={() => void markRead(item.id)} aria-label={`${text.markRead}: ${item.message}`}>
                {text.markRead}
              </Button>
            )}
          </Row>
        ))}
      </List>
    </>
  );
}
