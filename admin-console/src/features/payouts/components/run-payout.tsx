import { type FormEvent, useState } from 'react';
import { apiErrorText, Button, showNotice, TextField } from '@shop/shared';
import { formatCents } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { runPayout } from '../api/payouts-api';
import { InlineForm as Form } from './inline-form';

const T = ADMIN_TEXT.payouts;

/** Runs a payout for the period ending on a day (today by default); says what it made. */
export function RunPayout({ onRun }: { onRun: () => void }) {
  const [day, setDay] = useState(() => new Date().toISOString().slice(0, 10));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState('');
  const run = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const { statements } = await runPayout(day);
      const total = statements.reduce((sum, statement) => sum + statement.netCents, 0);
      setOutcome(statements.length === 0 ? T.nothingDue : T.made(statements.length, formatCents(total)));
      onRun();
    } catch (error) {
      showNotice(apiErrorText(error, T.runFailed), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Form onSubmit={(event) => void run(event)} noValidate>
        <TextField label={T.periodEnd} type="date" value={day} hint={T.periodHint} onChange={(event) => setDay(event.target.value)} />
        <Button type="submit" aria-disabled={busy || undefined}>
          {busy ? T.running : T.run}
        </Button>
      </Form>
      <p role="status">{outcome}</p>
    </>
  );
}
