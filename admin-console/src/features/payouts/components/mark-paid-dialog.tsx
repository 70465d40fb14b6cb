import { useState } from 'react';
import { apiErrorText, Button, Dialog, DialogActions, type PayoutStatement, showNotice, TextField } from '@shop/shared';
import { formatCents } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { markPaid } from '../api/payouts-api';

const T = ADMIN_TEXT.payouts;
const REFERENCE_MAX = 100;

/** Marks a statement paid with the payment's reference: its net moves to the seller's paid out, once. */
export function MarkPaidDialog({ statement, onClose, onPaid }: { statement: PayoutStatement; onClose: () => void; onPaid: () => void }) {
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const pay = async () => {
    if (!reference.trim()) return setError(T.referenceRequired);
    setBusy(true);
    try {
      await markPaid(statement.id, reference.trim());
      showNotice(T.paid(statement.id), 'success');
      onPaid();
    } catch (failure) {
      showNotice(apiErrorText(failure, T.markFailed), 'error');
      setBusy(false);
    }
  };
  return (
    <Dialog title={T.markTitle(statement.id)} onClose={onClose}>
      <p>{T.markIntro(formatCents(statement.netCents), statement.sellerName)}</p>
      <TextField label={T.reference} value={reference} maxLength={REFERENCE_MAX} error={error} autoComplete="off" onChange={(event) => (setReference(event.target.value), setError(undefined))} />
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button type="button" aria-disabled={busy || undefined} onClick={() => !busy && void pay()}>
          {T.markPaid}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
