import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorText, Button, FieldError, showAlert, showNotice, useSessionStore, useStaffSummaryStore, type OrderItem } from '@shop/shared';
import { SELLER_TEXT } from '../../../seller-text';
import { shipOrderItem } from '../api/ship-order-item';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
  label { display: flex; flex-direction: column; font-weight: 600; font-size: ${({ theme }) => theme.font.size.sm}; }
  input { font: inherit; min-height: 36px; padding: 0 ${({ theme }) => theme.space.sm}; border: 1px solid ${({ theme }) => theme.colors.border}; border-radius: ${({ theme }) => theme.radius.sm}; }
  p { flex-basis: 100%; }
`;

const T = SELLER_TEXT.orders;

function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** Ship a PENDING item: a delivery date must be chosen (SPEC section 5). */
export function ShipItemForm({ orderId, item, onShipped }: { orderId: number; item: OrderItem; onShipped: (deliveryDate: string) => void }) {
  const sellerId = useSessionStore((state) => state.userId);
  const id = useId();
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!date) {
      setError(T.deliveryDateRequired);
      return;
    }
    setError(undefined);
    setBusy(true);
    const deliveryDate = new Date(`${date}T00:00:00.000Z`).toISOString();
    try {
      await shipOrderItem({ orderId, productId: item.productId, sellerId: sellerId ?? 0, deliveryDate });
      showNotice(T.shipped, 'success');
      // The header bell and the home summary follow.
      void useStaffSummaryStore.getState().refresh();
      onShipped(deliveryDate);
    } catch (failure) {
      console.error('Shipping the item failed', failure);
      showAlert(T.shipFailedTitle, apiErrorText(failure, T.shipFailed));
      setBusy(false);
    }
  };

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={`${T.ship} ${item.productName || item.name}`}>
      <label htmlFor={id}>
        {T.deliveryDate}
        <input
          id={id}
          type="date"
          required
          min={today()}
          value={date}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDate(event.target.value)}
        />
      </label>
      <Button type="submit" disabled={busy}>
        {busy ? T.shipping : T.ship}
      </Button>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Form>
  );
}
