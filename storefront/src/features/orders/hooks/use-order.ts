import { useQuery } from '@shop/shared';
import type { BuyerOrder } from '../../../storefront-types';
import { getOrder } from '../api/get-order';
import { queryKeys } from '../../../lib/query-keys';

export type OrderState = { status: 'loading' } | { status: 'not-found' } | { status: 'ready'; order: BuyerOrder };

/** The order page reads an order the checkout just answered from the query cache (see usePlaceOrder). */
const JUST_PLACED_MS = 60_000;

/** One order by id; no id, or an order that cannot be loaded, is 'not-found'. */
export function useOrder(orderId: number | null) {
  const { state, setData } = useQuery(orderId === null ? null : queryKeys.order(orderId), (signal) => getOrder(orderId!, signal), {
    cacheMs: JUST_PLACED_MS,
    onError: (error) => console.error('Could not load the order', error),
  });
  const view: OrderState =
    state.status === 'ready' ? { status: 'ready', order: state.data } : state.status === 'loading' ? { status: 'loading' } : { status: 'not-found' };
  const replace = (order: BuyerOrder) => setData(() => order);
  return [view, replace] as const;
}
