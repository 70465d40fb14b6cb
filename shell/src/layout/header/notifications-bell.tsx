import { useEffect } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import { useUnreadNotificationsStore } from '@shop/shared';
import { Badge, IconLink } from './badge';
import { BellIcon } from './icons';
import { HEADER_TEXT } from './header-text';
import { useLiveRefresh } from './use-live-refresh';

/** How often the bell asks for the unread count while the page is visible and the live stream is down. */
export const NOTIFICATIONS_POLL_MS = 5_000;

/** Buyers: unread wishlist alerts, re-read on every page change and live (or by polling while the stream is down). */
export function NotificationsBell() {
  const { pathname } = useLocation();
  const unread = useUnreadNotificationsStore((state) => state.unread);
  const refresh = useUnreadNotificationsStore((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);
  useLiveRefresh('notifications', refresh, NOTIFICATIONS_POLL_MS);
  return (
    // The name carries the count the badge shows, so a screen reader hears how many are unread.
    <Link to="/notifications" aria-label={`${HEADER_TEXT.notifications}: ${HEADER_TEXT.unread(unread)}`} title={HEADER_TEXT.notifications}>
      <IconLink>
        <BellIcon />
        <Badge data-testid="notifications-count">{unread}</Badge>
      </IconLink>
    </Link>
  );
}
