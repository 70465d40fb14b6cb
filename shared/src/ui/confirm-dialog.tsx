import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog, DialogActions } from './dialog';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The action's own name on the button (e.g. 'Mark Delivered'), never a bare 'OK'. */
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before an action that cannot be taken back; Cancel (or Escape) does nothing. */
export function ConfirmDialog({ title, children, confirmLabel, cancelLabel = 'Cancel', danger = false, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  return (
    <Dialog title={title} onClose={onClose} role="alertdialog">
      {children}
      <DialogActions>
        <Button type="button" $variant="secondary" onClick={onClose}>
          {cancelLabel}
        </Button>
        <Button type="button" $variant={danger ? 'danger' : 'primary'} aria-disabled={busy || undefined} onClick={() => !busy && onConfirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
