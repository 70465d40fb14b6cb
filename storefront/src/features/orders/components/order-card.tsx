import { useState } from 'react';
import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { Button, Card, ConfirmDialog, formatDate, formatPrice, MutedText, showAlert, showNotice } from '@shop/shared';
import { DisputeDeadline, ItemStatusPill, ItemTimeline, OverallStatusPill } from '@shop/shared/detail-ui';
import { ItemRow, ItemRows } from '../../../components/item-rows';
import { ProductImage } from '../../../components/product-image';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import type { BuyerOrder, BuyerOrderItem } from '../../../storefront-types';
import { markItemDelivered } from '../api/mark-item-delivered';
import { DisputeDialog } from './dispute-dialog';

const text = STOREFRONT_TEXT.orders;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h2 { margin: 0; }
  p { margin: 0; }
`;

const Items = styled(ItemRows)`
  margin: ${({ theme }) => theme.space.md} 0 0;
`;

const Item = styled(ItemRow).attrs({ $picture: 72 })`
  align-items: start;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  h3 { margin: 0; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; }
  /* On a phone the actions move under the details instead of squeezing them to a word per line. */
  @media (max-width: ${({ theme }) => theme.breakpoints.phone}) {
    grid-template-columns: 56px minmax(0, 1fr);
    & > :last-child { grid-column: 1 / -1; flex-direction: row; flex-wrap: wrap; align-items: center; }
    & > :last-child:empty { display: none; }
  }
`;

const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: ${({ theme }) => theme.space.sm};
`;


interface ItemRowProps {
  item: BuyerOrderItem;
  busy: boolean;
  onDelivered: () => void;
  onDispute: () => void;
}

function OrderItemRow({ item, busy, onDelivered, onDispute }: ItemRowProps) {
  const name = item.productName || item.name;
  const canReview = (item.status === 'DELIVERED' || item.status === 'RESOLVED') && !item.reviewed;
  // A delivered item may be disputed only until its window closes (PRODUCT.md §10); the server refuses it after.
  const [now] = useState(Date.now);
  const windowOpen = item.status === 'SHIPPED' || (item.status === 'DELIVERED' && (item.disputeOpenUntil === null || Date.parse(item.disputeOpenUntil) > now));
  return (
    <Item>
      <ProductImage src={item.imageUrl} alt={name} ratio="1 / 1" sizes="72px" />
      <div>
        <h3>
          <Link to={`/products/${item.productId}`}>{name}</Link>
        </h3>
        <p>
          {text.quantity(item.quantity)} · {formatPrice(item.price)} · {text.soldBy(item.sellerName)}
        </p>
        <p>
          {text.status}: <ItemStatusPill status={item.status} />
        </p>
        {item.deliveryDate && <p>{text.deliveryDate(formatDate(item.deliveryDate, { utc: true }))}</p>}
        {item.disputeReason && <MutedText>{text.disputeReason(item.disputeReason)}</MutedText>}
        {item.refund > 0 && <p>{text.refunded(formatPrice(item.refund))}</p>}
        {item.status === 'DELIVERED' && windowOpen && item.disputeOpenUntil && <MutedText>{text.disputeUntil(formatDate(item.disputeOpenUntil))}</MutedText>}
        <DisputeDeadline item={item} />
        <ItemTimeline timeline={item.timeline} />
      </div>
      <Actions>
        {item.status === 'SHIPPED' && (
          <Button type="button" disabled={busy} onClick={onDelivered} aria-label={`${text.markDelivered}: ${name}`}>
            {text.markDelivered}
          </Button>
        )}
        {windowOpen && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={onDispute} aria-label={`${text.raiseDispute}: ${name}`}>
            {text.raiseDispute}
          </Button>
        )}
        {canReview && (
          <Link to={`/products/${item.productId}/review`} aria-label={`${text.writeReview}: ${name}`}>
            {text.writeReview}
          </Link>
        )}
      </Actions>
    </Item>
  );
}

/** One order: overall status, items with status and delivery date, and the actions each allows. */
export function OrderCard({ order, onChange, headingLevel = 2 }: { order: BuyerOrder; onChange: (order: BuyerOrder) => void; headingLevel?: 2 | 3 }) {
  const [busyItem, setBusyItem] = useState<number | null>(null);
  const [disputing, setDisputing] = useState<BuyerOrderItem | null>(null);
  const [confirmingDelivery, setConfirmingDelivery] = useState<BuyerOrderItem | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

  const deliver = async (item: BuyerOrderItem) => {
    setConfirmingDelivery(null);
    setBusyItem(item.productId);
    try {
      onChange(await markItemDelivered(order.orderId, item.productId));
      showNotice(text.markedDelivered, 'success');
    } catch (error) {
      console.error('Marking an item delivered failed', error);
      showAlert(text.markDeliveredFailedTitle, text.markDeliveredFailed);
    } finally {
      setBusyItem(null);
    }
  };

  return (
    <Card aria-labelledby={`order-${order.orderId}-title`}>
      <Header>
        <div>
          <Heading id={`order-${order.orderId}-title`}>{text.order(order.orderId)}</Heading>
          <MutedText>{text.placedOn(formatDate(order.createdAt))}</MutedText>
        </div>
        <p>
          {text.status}: <OverallStatusPill status={order.overallStatus} />
        </p>
        <p>
          <strong>
            {text.total}: {formatPrice(order.orderPrice)}
          </strong>
        </p>
      </Header>
      <Items>
        {order.items.map((item) => (
          <OrderItemRow
            key={item.productId}
            item={item}
            busy={busyItem === item.productId}
            onDelivered={() => setConfirmingDelivery(item)}
            onDispute={() => setDisputing(item)}
          />
        ))}
      </Items>
      {confirmingDelivery && (
        <ConfirmDialog
          title={text.confirmDeliveredTitle}
          confirmLabel={text.markDelivered}
          cancelLabel={text.cancel}
          onConfirm={() => void deliver(confirmingDelivery)}
          onClose={() => setConfirmingDelivery(null)}
        >
          <p>{text.confirmDelivered(confirmingDelivery.productName || confirmingDelivery.name)}</p>
        </ConfirmDialog>
      )}
      {disputing && (
        <DisputeDialog
          orderId={order.orderId}
          item={disputing}
          onClose={() => setDisputing(null)}
          onRaised={(updated) => {
            setDisputing(null);
            onChange(updated);
          }}
        />
      )}
    </Card>
  );
}
