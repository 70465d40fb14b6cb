import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared';
import { ContactForm, validateContact } from './contact-form';

function renderForm() {
  render(
    <ThemeProvider theme={theme}>
      <ContactForm />
    </ThemeProvider>,
  );
}

describe('ContactForm', () => {
  it('says which required fields are missing and ties each error to its field', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Message')).toHaveAccessibleDescription('Message is required');
  });

  it('refuses an email without a domain', () => {
    expect(validateContact({ name: 'A', email: 'a@b', message: 'Hi' })).toEqual({
      email: 'Please enter a valid email address',
    });
  });

  it('thanks the sender and promises a reply within 5 working days, without any request', async () => {
    const fetchSpy = jest.fn();
    globalThis.fetch = fetchSpy;
    renderForm();
    await userEvent.type(screen.getByLabelText('Name'), 'Grace');
    await userEvent.type(screen.getByLabelText('Email'), 'grace@example.com');
    await userEvent.type(screen.getByLabelText('Message'), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByRole('heading', { name: 'Thank you, Grace! Your message has been received.' })).toBeInTheDocument();
    expect(screen.getByText('We will reply within 5 working days.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
