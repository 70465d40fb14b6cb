import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ReviewPage from './review-page';
import { validateRating } from '../features/reviews/components/review-form';
import { renderAt, signInAs, BUYER_ID } from '../test/render-page';
import { apiError, mockApi } from '../test/mock-api';

const routes = { '/products/:id/review': <ReviewPage /> };

beforeEach(() => signInAs('BUYER'));
afterEach(() => jest.restoreAllMocks());

describe('/products/{id}/review', () => {
  it('starts at rating 5 and sends rating and description; success returns to the product page', async () => {
    const api = mockApi({ 'POST /reviews': () => ({ id: 1 }) });
    renderAt('/products/9/review', routes);
    const stars = screen.getByRole('radiogroup', { name: 'Rating (1-5)' });
    expect(within(stars).getAllByRole('radio')).toHaveLength(5);
    expect(within(stars).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.type(screen.getByLabelText('Review (optional)'), 'Great lamp');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByTestId('path')).toHaveTextContent('/products/9'));
    expect(api.callsTo('POST /reviews')[0].data).toEqual({ userId: BUYER_ID, productId: 9, rating: 5, description: 'Great lamp' });
  });

  it('sends the star chosen', async () => {
    const api = mockApi({ 'POST /reviews': () => ({ id: 1 }) });
    renderAt('/products/9/review', routes);
    await userEvent.click(screen.getByRole('radio', { name: '2 stars' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(api.callsTo('POST /reviews')).toHaveLength(1));
    expect(api.callsTo('POST /reviews')[0].data).toMatchObject({ rating: 2 });
  });

  it.each(['0', '6', '', '2.5'])("refuses rating '%s' with 'Rating must be between 1 and 5.'", (value) => {
    expect(validateRating(value)).toBe('Rating must be between 1 and 5.');
    expect(validateRating('3')).toBeUndefined();
  });

  it('counts the description live up to 1000 characters', async () => {
    mockApi({});
    renderAt('/products/9/review', routes);
    const description = screen.getByLabelText('Review (optional)');
    expect(description).toHaveAccessibleDescription('0 / 1000');
    await userEvent.type(description, 'Solid');
    expect(description).toHaveAccessibleDescription('5 / 1000');
    expect(description).toHaveAttribute('maxLength', '1000');
  });

  it("asks a guest to sign in: 'Please sign in to submit a review.'", () => {
    signInAs(null);
    mockApi({});
    renderAt('/products/9/review', routes);
    expect(screen.getByText('Please sign in to submit a review.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
  });

  it("shows the server's message, or 'Failed to submit review.', and stays on the page", async () => {
    let attempts = 0;
    mockApi({
      'POST /reviews': () => {
        attempts += 1;
        throw attempts === 1 ? apiError(403, 'You can only review products you have received.') : new Error('network');
      },
    });
    renderAt('/products/9/review', routes);
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can only review products you have received.');
    await userEvent.click(screen.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Failed to submit review.'));
    expect(screen.getByTestId('path')).toHaveTextContent('/products/9/review');
  });
});
