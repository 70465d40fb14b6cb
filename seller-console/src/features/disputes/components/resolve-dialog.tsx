import { useState } from 'react';
import { Button, Dialog, DialogActions, showNotice, useStaffSummaryStore } from '@shop/shared';
import { RefundField, useRefund } from '@shop/staff';
import { SELLER_TEXT } from '../../../seller-text';
import { resolveDispute } from '../api/resolve-dispute';

const T = SELLER_TEXT.disputes;

/** A disputed item as the dialog needs it: which it is, its name, and what the buyer paid for it (the most a refund may be). */
export interface DisputedItem {
  orderId: number;
  productId: number;
  key: string;
  name: string;
  paidCents: number;
}

/** Asks before closing a dispute (it cannot be taken back), with an optional refund to the buyer out of the seller's share (PRODUCT.md §10). */
export function ResolveDialog({ item, onClose, onResolved }: { item: DisputedItem; onClose: () => void; onResolved: () => void }) {
  const refund = useRefund(item.paidCents);
  const [busy, setBusy] = useState(false);
  const resolve = async () => {
    const refundCents = refund.checked();
    if (refundCents === null) return;
    setBusy(true);
    try {
      await resolveDispute({ orderId: item.orderId, productId: item.productId, refundCents });
      showNotice(T.resolvedNotice, 'success');
      void useStaffSummaryStore.getState().refresh();
      onResolved();
    } catch (failure) {
      console.error('Resolving the dispute failed', failure);
      showNotice(T.resolveFailed, 'error');
      setBusy(false);
    }
  };
  return (
    <Dialog title={T.confirmResolveTitle} onClose={onClose} role="alertdialog">
      <p>{T.confirmResolve(item.name, item.orderId)}</p>
      <RefundField {...refund.field} />
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button type="button" aria-disabled={busy || undefined} onClick={() => !busy && void resolve()}>
          {T.resolved}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
