import { useEffect, useState } from 'react';
import type { BuyerOrder } from '../../../storefront-types';
import { getUserOrders } from '../api/get-user-orders';

export type OrdersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: BuyerOrder[] };

/** The buyer's orders, newest first; replace() swaps in an order the server answered after an action. */
export function useUserOrders(userId: number) {
  const [state, setState] = useState<OrdersState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    getUserOrders(userId, controller.signal).then(
      (orders) => setState({ status: 'ready', orders }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load orders', error);
        setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [userId]);
  const replace = (order: BuyerOrder) =>
    setState((current) =>
      current.status === 'ready'
        ? { status: 'ready', orders: current.orders.map((existing) => (existing.orderId === order.orderId ? order : existing)) }
        : current,
    );
  return [state, replace] as const;
}
