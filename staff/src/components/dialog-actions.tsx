import { Button, DialogActions } from '@shop/shared';
import { STAFF_TEXT } from '../staff-text';

const T = STAFF_TEXT.form;

/** Cancel and Save at the foot of a staff form dialog; Save is disabled while the request runs. */
export function SaveCancelActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <DialogActions>
      <Button type="button" $variant="secondary" onClick={onCancel}>
        {T.cancel}
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? T.saving : T.save}
      </Button>
    </DialogActions>
  );
}

/** The one Close button at the foot of a read-only staff dialog. */
export function CloseAction({ onClose }: { onClose: () => void }) {
  return (
    <DialogActions>
      <Button type="button" onClick={onClose}>
        {T.close}
      </Button>
    </DialogActions>
  );
}
