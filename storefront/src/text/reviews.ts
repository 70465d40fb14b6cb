import { REVIEW_DESCRIPTION_MAX } from '@shop/shared';

// Storefront text: reviews (one module per section: a page's chunk carries only what it uses).
export const reviews = {
  title: 'Reviews',
  empty: 'No reviews yet.',
  loadFailed: 'Failed to load reviews.',
  rating: (rating: number) => `Rated ${rating} out of 5`,
  writeTitle: 'Write a Review',
  writeTitleFor: (name: string) => `Write a Review: ${name}`,
  ratingLabel: 'Rating (1-5)',
  stars: (count: number) => `${count} star${count === 1 ? '' : 's'}`,
  ratingInvalid: 'Rating must be between 1 and 5.',
  descriptionLabel: 'Review (optional)',
  counter: (used: number) => `${used} / ${REVIEW_DESCRIPTION_MAX}`,
  signIn: 'Please sign in to submit a review.',
  submit: 'Submit Review',
  submitting: 'Submitting…',
  submitFailed: 'Failed to submit review.',
  submitted: 'Thank you for your review!',
  backToProduct: 'Back to product',
} as const;
