import { useState, type FormEvent } from 'react';
import { apiErrorText, Dialog, TextField, type User } from '@shop/shared';
import { SaveCancelActions } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { changeUserPassword } from '../api/change-user-password';
import { FailureMessage, serverReason } from './failure-message';

const T = ADMIN_TEXT.users;

/** Set a new password for a user (required, PRODUCT.md §5). */
export function ChangePasswordDialog({ user, onSaved, onClose }: { user: User; onSaved: () => void; onClose: () => void }) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setError(T.newPasswordRequired);
      return;
    }
    setError(undefined);
    setSaving(true);
    setFailure(null);
    try {
      await changeUserPassword(user.id, password);
      onSaved();
    } catch (failed) {
      console.error('Changing the password failed', failed);
      setFailure(apiErrorText(failed, T.passwordFailed));
      setSaving(false);
    }
  };

  return (
    <Dialog title={T.passwordTitle(user.username)} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {failure !== null && <FailureMessage text={T.passwordFailed} reason={serverReason(failure, T.passwordFailed)} />}
        <TextField
          label={T.newPassword}
          type="password"
          autoComplete="new-password"
          value={password}
          error={error}
          required
          onChange={(e) => setPassword(e.target.value)}
        />
        <SaveCancelActions saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
