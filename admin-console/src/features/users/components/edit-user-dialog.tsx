import { useState, type FormEvent } from 'react';
import { apiErrorText, Dialog, isValidEmail, TextField, type User } from '@shop/shared';
import { SaveCancelActions } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { updateUser } from '../api/update-user';
import { FailureMessage, serverReason } from './failure-message';

const T = ADMIN_TEXT.users;

interface Errors {
  username?: string;
  email?: string;
}

export function validateUserEdit(username: string, email: string): Errors {
  const errors: Errors = {};
  if (!username.trim()) errors.username = T.usernameRequired;
  if (!email.trim()) errors.email = T.emailRequired;
  else if (!isValidEmail(email)) errors.email = T.emailInvalid;
  return errors;
}

/** Edit a user's username and email; the role is shown read-only. */
export function EditUserDialog({ user, onSaved, onClose }: { user: User; onSaved: (user: User) => void; onClose: () => void }) {
  const [username, setUsername] = useState(user.username);
  const [email, setEmail] = useState(user.email);
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateUserEdit(username, email);
    setErrors(found);
    if (found.username || found.email) return;
    setSaving(true);
    setFailure(null);
    try {
      onSaved(await updateUser({ id: user.id, username: username.trim(), email: email.trim(), role: user.role }));
    } catch (error) {
      console.error('Updating the user failed', error);
      setFailure(apiErrorText(error, T.updateFailed));
      setSaving(false);
    }
  };

  return (
    <Dialog title={T.editTitle(user.username)} onClose={onClose}>
      <form noValidate onSubmit={(event) => void submit(event)}>
        {failure !== null && <FailureMessage text={T.updateFailed} reason={serverReason(failure, T.updateFailed)} />}
        <TextField label={T.username} value={username} error={errors.username} required onChange={(e) => setUsername(e.target.value)} />
        <TextField label={T.email} type="email" value={email} error={errors.email} required onChange={(e) => setEmail(e.target.value)} />
        <TextField label={T.roleReadOnly} value={T.roles[user.role]} readOnly />
        <SaveCancelActions saving={saving} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
