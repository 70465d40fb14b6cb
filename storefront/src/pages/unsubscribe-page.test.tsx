import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { invalidateQueries } from '@shop/shared';
import UnsubscribePage from './unsubscribe-page';
import { renderAt, signInAs } from '../test/render-page';
import { apiError, mockApi } from '../test/mock-api';

const routes = { '/unsubscribe': <UnsubscribePage /> };
const link = { kind: 'PRICE_DROP', label: 'Wishlisted products cheaper' } as const;

beforeEach(() => {
  invalidateQueries('unsubscribe:');
  signInAs(null);
});
afterEach(() => jest.restoreAllMocks());

describe('/unsubscribe', () => {
  it('opening the link changes nothing; the button turns that kind off, with no session', async () => {
    const api = mockApi({
      'GET /mail/unsubscribe': () => ({ ...link, subscribed: true }),
      'POST /mail/unsubscribe': () => ({ ...link, subscribed: false }),
    });
    renderAt('/unsubscribe?token=7.PRICE_DROP.sig', routes);
    expect(await screen.findByText('Stop “Wishlisted products cheaper” e-mails?')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer receive “Wishlisted products cheaper” e-mails.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.config?.params).toEqual({ token: '7.PRICE_DROP.sig' });
    expect(screen.getByRole('link', { name: 'Choose other e-mails on your e-mail preferences page.' })).toHaveAttribute('href', '/email-preferences');
  });

  it('a kind already off says so, with no button', async () => {
    mockApi({ 'GET /mail/unsubscribe': () => ({ ...link, subscribed: false }) });
    renderAt('/unsubscribe?token=7.PRICE_DROP.sig', routes);
    expect(await screen.findByText('“Wishlisted products cheaper” e-mails are already off.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).not.toBeInTheDocument();
  });

  it('a forged or missing link is refused in words', async () => {
    mockApi({ 'GET /mail/unsubscribe': () => Promise.reject(apiError(400, 'This unsubscribe link is not valid.')) });
    renderAt('/unsubscribe?token=forged', routes);
    expect(await screen.findByRole('alert')).toHaveTextContent('This unsubscribe link is not valid.');
    renderAt('/unsubscribe', routes);
    expect((await screen.findAllByText('This unsubscribe link is not valid.')).length).toBeGreaterThan(0);
  });
});
