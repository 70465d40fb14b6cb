import { useEffect } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import { useUnreadNotificationsStore } from '@shop/shared';
import { Badge, IconLink } from './badge';
import { BellIcon } from './icons';
import { HEADER_TEXT } from './header-text';

/** How often the bell asks for the unread count while the page is visible. */
export const NOTIFICATIONS_POLL_MS = 5_000;

/** Buyers: unread wishlist alerts, re-read on every page change and every few seconds while the tab is visible. */
export function NotificationsBell() {
  const { pathname } = useLocation();
  const unread = useUnreadNotificationsStore((state) => state.unread);
  const refresh = useUnreadNotificationsStore((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void refresh();
    }, NOTIFICATIONS_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);
  return (
    <Link to="/notifications" aria-label={HEADER_TEXT.notifications} aria-describedby="notifications-unread" title={HEADER_TEXT.notifications}>
      <IconLink>
        <BellIcon />
        <Badge id="notifications-unread" data-testid="notifications-count" aria-label={HEADER_TEXT.unread(unread)}>
          {unread}
        </Badge>
      </IconLink>
    </Link>
  );
}
