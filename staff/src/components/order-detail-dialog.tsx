import { Dialog, formatDate, formatPrice, type OrderItem } from '@shop/shared';
import { DisputeDeadline, ItemStatusPill, ItemTimeline, OverallStatusPill, PostalAddress } from '@shop/shared/detail-ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { STAFF_TEXT } from '../staff-text';
import type { StaffOrder } from '../types';
import { CloseAction } from './dialog-actions';
import { Facts } from './facts';
import { ProductPicture } from './product-picture';

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 64px 1fr;
  gap: ${({ theme }) => theme.space.md};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h4 { margin: 0 0 ${({ theme }) => theme.space.xs}; }
  p { margin: 0 0 ${({ theme }) => theme.space.xs}; }
`;

const T = STAFF_TEXT.detail;

export interface OrderDetailDialogProps {
  order: StaffOrder;
  onClose: () => void;
  /** The items to list (a seller sees only their own). */
  items?: OrderItem[];
  showSeller?: boolean;
  /** What a viewer may do with an item (the seller's Ship); absent for read-only views. */
  renderItemActions?: (item: OrderItem) => ReactNode;
}

/** One order: buyer, address, and each item with its status. */
export function OrderDetailDialog({ order, onClose, items = order.items, showSeller = false, renderItemActions }: OrderDetailDialogProps) {
  const { address } = order;
  return (
    <Dialog title={T.title(order.orderId)} onClose={onClose}>
      <Facts>
        <dt>{T.buyer}</dt>
        <dd>{order.buyerUsername}</dd>
        <dt>{T.placed}</dt>
        <dd>{formatDate(order.createdAt)}</dd>
        <dt>{STAFF_TEXT.orders.overallStatus}</dt>
        <dd>
          <OverallStatusPill status={order.overallStatus} />
        </dd>
        <dt>{T.shipTo}</dt>
        <dd>
          {address ? (
            <PostalAddress address={address} />
          ) : null}
        </dd>
      </Facts>
      <h3>{T.items}</h3>
      <Items>
        {items.map((item) => (
          <Item key={item.productId}>
            <ProductPicture src={item.imageUrl} alt="" size={64} />
            <div>
              <h4>{item.productName || item.name}</h4>
              {showSeller && (
                <p>
                  {T.seller}: {item.sellerName}
                </p>
              )}
              <p>
                {T.quantity}: {item.quantity} · {T.price}: {formatPrice(item.price)}
              </p>
              <p>
                {T.status}: <ItemStatusPill status={item.status} />
              </p>
              {item.deliveryDate && (
                <p>
                  {T.deliveryDate}: {formatDate(item.deliveryDate, { utc: true })}
                </p>
              )}
              {item.disputeReason && (
                <p>
                  {T.disputeReason}: {item.disputeReason}
                </p>
              )}
              <DisputeDeadline item={item} />
              <ItemTimeline timeline={item.timeline} />
              {renderItemActions?.(item)}
            </div>
          </Item>
        ))}
      </Items>
      <CloseAction onClose={onClose} />
    </Dialog>
  );
}
