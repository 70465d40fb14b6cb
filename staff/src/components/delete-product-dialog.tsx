import { Button, Dialog, DialogActions, type Product } from '@shop/shared';
import { useState } from 'react';
import { STAFF_TEXT } from '../staff-text';

const T = STAFF_TEXT.deleteDialog;

/** Asks before a soft delete; `onConfirm` does the call (its failures are only logged, PRODUCT.md §8). */
export function DeleteProductDialog({
  product,
  onConfirm,
  onClose,
}: {
  product: Product;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    await onConfirm();
    setBusy(false);
  };
  return (
    <Dialog title={T.title} onClose={onClose} role="alertdialog">
      <p>{T.body(product.name)}</p>
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {T.cancel}
        </Button>
        <Button type="button" $variant="danger" disabled={busy} onClick={() => void confirm()}>
          {T.confirm}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
