import { useId, useState } from 'react';
import styled from 'styled-components';
import { MutedText, type OrderOverallStatus } from '@shop/shared';
import { ORDER_STATUS_LABELS } from '@shop/shared/detail-ui';
import { LoadingText } from '../../../components/loading-text';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { useUserOrders } from '../hooks/use-user-orders';
import { OrderCard } from './order-card';

const text = STOREFRONT_TEXT.orders;
const STATUSES: OrderOverallStatus[] = ['PENDING', 'IN_PROGRESS', 'COMPLETED'];

const Filter = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  select { font: inherit; min-height: 36px; }
`;

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** /myorders: every order of the buyer, filterable by overall status. */
export function OrderList({ userId }: { userId: number }) {
  const [state, replace] = useUserOrders(userId);
  const [status, setStatus] = useState<OrderOverallStatus | ''>('');
  const filterId = useId();

  if (state.status === 'loading') return <LoadingText />;
  if (state.status === 'error') return <ErrorText role="alert">{text.loadFailed}</ErrorText>;
  if (state.orders.length === 0) return <MutedText>{text.noOrdersYet}</MutedText>;

  const shown = status ? state.orders.filter((order) => order.overallStatus === status) : state.orders;
  return (
    <>
      <Filter>
        <label htmlFor={filterId}>{text.filterLabel}</label>
        <select id={filterId} value={status} onChange={(event) => setStatus(event.target.value as OrderOverallStatus | '')}>
          <option value="">{text.filterAll}</option>
          {STATUSES.map((option) => (
            <option key={option} value={option}>
              {ORDER_STATUS_LABELS[option]}
            </option>
          ))}
        </select>
      </Filter>
      {shown.length === 0 ? (
        <MutedText>{text.noneFound}</MutedText>
      ) : (
        <Stack>
          {shown.map((order) => (
            <OrderCard key={order.orderId} order={order} onChange={replace} />
          ))}
        </Stack>
      )}
    </>
  );
}
