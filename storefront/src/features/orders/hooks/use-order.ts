import { useEffect, useState } from 'react';
import type { BuyerOrder } from '../../../storefront-types';
import { getOrder } from '../api/get-order';

export type OrderState = { status: 'loading' } | { status: 'not-found' } | { status: 'ready'; order: BuyerOrder };

/** One order by id; no id, or an order that cannot be loaded, is 'not-found'. */
export function useOrder(orderId: number | null) {
  const [state, setState] = useState<OrderState>(orderId === null ? { status: 'not-found' } : { status: 'loading' });
  useEffect(() => {
    if (orderId === null) return;
    const controller = new AbortController();
    getOrder(orderId, controller.signal).then(
      (order) => setState({ status: 'ready', order }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error('Could not load the order', error);
        setState({ status: 'not-found' });
      },
    );
    return () => controller.abort();
  }, [orderId]);
  const replace = (order: BuyerOrder) => setState({ status: 'ready', order });
  return [state, replace] as const;
}
