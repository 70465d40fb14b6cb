import { useState } from 'react';
import { apiErrorText, Button, Dialog, DialogActions, type EscalatedDispute, showAlert, showNotice, TextAreaField } from '@shop/shared';
import { RefundField, useRefund } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { arbitrateDispute } from '../api/arbitrate-dispute';

const T = ADMIN_TEXT.disputes;

/** The admin's ruling: an optional note for both parties and a refund to the buyer (0 by default), then RESOLVED. */
export function ResolveDisputeDialog({ dispute, onClose, onResolved }: { dispute: EscalatedDispute; onClose: () => void; onResolved: () => void }) {
  const [note, setNote] = useState('');
  const refund = useRefund(dispute.itemTotalCents);
  const [busy, setBusy] = useState(false);
  const resolve = async () => {
    const refundCents = refund.checked();
    if (refundCents === null) return;
    setBusy(true);
    try {
      await arbitrateDispute({ orderId: dispute.orderId, productId: dispute.productId, note, refundCents });
      showNotice(T.resolvedNotice, 'success');
      onResolved();
    } catch (error) {
      console.error('Resolving the escalated dispute failed', error);
      showAlert(T.resolveFailedTitle, apiErrorText(error, T.resolveFailed));
      setBusy(false);
    }
  };
  return (
    <Dialog title={T.resolveTitle(dispute.orderId, dispute.productName)} onClose={onClose}>
      <TextAreaField label={T.noteLabel} value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />
      <RefundField {...refund.field} />
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button type="button" disabled={busy} onClick={() => void resolve()}>
          {busy ? T.resolving : T.resolve}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
