import { useEffect } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import { useStaffSummaryStore } from '@shop/shared';
import { Badge, IconLink } from './badge';
import { BellIcon } from './icons';
import { HEADER_TEXT } from './header-text';
import { useLiveRefresh } from './use-live-refresh';

/** How often the bell re-reads the count while the live stream is down. */
export const OUTSTANDING_POLL_MS = 15_000;

/** Sellers and admins: orders still waiting for shipment, refreshed on every page change and live. */
export function OutstandingBell() {
  const { pathname } = useLocation();
  const count = useStaffSummaryStore((state) => state.summary?.outstandingOrders ?? 0);
  const refresh = useStaffSummaryStore((state) => state.refresh);
  useEffect(() => {
    void refresh();
  }, [pathname, refresh]);
  useLiveRefresh('orders', refresh, OUTSTANDING_POLL_MS);
  return (
    <Link to="/manageorders" title={HEADER_TEXT.bellTooltip} aria-label={`${HEADER_TEXT.bellTooltip}: ${count}`}>
      <IconLink>
        <BellIcon />
        <Badge data-testid="outstanding-count">{count}</Badge>
      </IconLink>
    </Link>
  );
}
