import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorText, Button, FieldError, type Order, type OrderItem, showAlert, showNotice, useSessionStore, useStaffSummaryStore } from '@shop/shared';
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

/** The server's limit too: a delivery promised further out than a year is a typo. */
const MAX_DAYS_AHEAD = 365;

/** A calendar day `days` from today in the seller's own time zone, as the date input's YYYY-MM-DD. */
function localDay(days = 0): string {
  const day = new Date(Date.now() + days * 86_400_000);
  return new Date(day.getTime() - day.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The input's min/max are hints only (typing ignores them), so the day is checked here. */
function dateProblem(date: string): string | undefined {
  if (!date) return T.deliveryDateRequired;
  // Compared as instants: a five-digit year would sort wrongly as text.
  const day = Date.parse(date);
  if (day < Date.parse(localDay())) return T.deliveryDatePast;
  if (day > Date.parse(localDay(MAX_DAYS_AHEAD))) return T.deliveryDateTooFar;
  return undefined;
}

/** Ship a PENDING item: a delivery date must be chosen (PRODUCT.md §5). */
export function ShipItemForm({ orderId, item, onShipped }: { orderId: number; item: OrderItem; onShipped: (order: Order) => void }) {
  const sellerId = useSessionStore((state) => state.userId);
  const id = useId();
  const [date, setDate] = useState('');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = dateProblem(date);
    setError(problem);
    if (problem) return;
    setBusy(true);
    const deliveryDate = new Date(`${date}T00:00:00.000Z`).toISOString();
    try {
      const order = await shipOrderItem({ orderId, productId: item.productId, sellerId: sellerId ?? 0, deliveryDate, carrier, trackingNumber });
      showNotice(T.shipped, 'success');
      // The header bell and the home summary follow.
      void useStaffSummaryStore.getState().refresh();
      onShipped(order);
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
          min={localDay()}
          max={localDay(MAX_DAYS_AHEAD)}
          value={date}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setDate(event.target.value)}
        />
      </label>
      <label htmlFor={`${id}-carrier`}>
        {T.carrier}
        <input id={`${id}-carrier`} maxLength={60} value={carrier} onChange={(event) => setCarrier(event.target.value)} />
      </label>
      <label htmlFor={`${id}-tracking`}>
        {T.trackingNumber}
        <input id={`${id}-tracking`} maxLength={100} value={trackingNumber} onChange={(event) => setTrackingNumber(event.target.value)} />
      </label>
      <Button type="submit" disabled={busy}>
        {busy ? T.shipping : T.ship}
      </Button>
      {error && <FieldError id={`${id}-error`}>{error}</FieldError>}
    </Form>
  );
}
