import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '../theme/theme';
import { Dialog } from './dialog';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <ThemeProvider theme={theme}>
      <button onClick={() => setOpen(true)}>Open</button>
      {open && (
        <Dialog title="Confirm" onClose={() => setOpen(false)}>
          <button>First</button>
          <button>Last</button>
        </Dialog>
      )}
    </ThemeProvider>
  );
}

function NestedHarness() {
  const [alert, setAlert] = useState(false);
  const [form, setForm] = useState(true);
  return (
    <ThemeProvider theme={theme}>
      {form && (
        <Dialog title="Form" onClose={() => setForm(false)}>
          <input aria-label="Name" />
          <button onClick={() => setAlert(true)}>Save</button>
        </Dialog>
      )}
      {alert && (
        <Dialog title="Problem" role="alertdialog" onClose={() => setAlert(false)}>
          <button onClick={() => setAlert(false)}>OK</button>
        </Dialog>
      )}
    </ThemeProvider>
  );
}

describe('Dialog', () => {
  it('stacks a dialog opened from a dialog on top; Escape closes only the top one', async () => {
    render(<NestedHarness />);
    await userEvent.type(screen.getByLabelText('Name'), 'Kettle');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    const layer = (name: string) => Number(screen.getByRole(name === 'Form' ? 'dialog' : 'alertdialog', { name }).parentElement!.style.zIndex);
    expect(layer('Problem')).toBeGreaterThan(layer('Form'));
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Form' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Kettle');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('moves focus in, keeps Tab inside, closes on Escape and gives focus back', async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('dialog', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Last' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus();
  });
});
