import { Button, DialogActions } from '@shop/shared';
import { ADMIN_TEXT } from '../../../admin-text';

const T = ADMIN_TEXT.users;

/** Cancel and Save at the foot of the user dialogs; Save is disabled while the request runs. */
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
