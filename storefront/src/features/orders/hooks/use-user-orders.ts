import { useQuery } from '@shop/shared';
import type { BuyerOrder } from '../../../storefront-types';
import { getUserOrders } from '../api/get-user-orders';
import { queryKeys } from '../../../lib/query-keys';

export type OrdersState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; orders: BuyerOrder[] };

/** The buyer's orders, newest first; replace() swaps in an order the server answered after an action. */
export function useUserOrders(userId: number) {
  const { state, setData } = useQuery(queryKeys.userOrders(userId), (signal) => getUserOrders(userId, signal), {
    onError: (error) => console.error('Could not load orders', error),
  });
  const view: OrdersState =
    state.status === 'ready' ? { status: 'ready', orders: state.data } : state.status === 'error' ? { status: 'error' } : { status: 'loading' };
  const replace = (order: BuyerOrder) =>
    setData((orders) => orders.map((existing) => (existing.orderId === order.orderId ? order : existing)));
  return [view, replace] as const;
}
