import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { apiErrorText, Button, Card, RATING_DEFAULT, RATING_MAX, RATING_MIN, REVIEW_DESCRIPTION_MAX, TextAreaField } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { addReview } from '../api/add-review';
import { StarRating } from './star-rating';

const text = STOREFRONT_TEXT.reviews;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: 600;
`;

/** Rating 1-5 (whole stars). */
export function validateRating(value: string): string | undefined {
  const rating = Number(value);
  if (value.trim() === '' || !Number.isInteger(rating) || rating < RATING_MIN || rating > RATING_MAX) return text.ratingInvalid;
  return undefined;
}

export interface ReviewFormProps {
  userId: number;
  productId: number;
  onSubmitted: () => void;
}

/** Rating (default 5) and an optional description with a live counter up to 1000. */
export function ReviewForm({ userId, productId, onSubmitted }: ReviewFormProps) {
  const [rating, setRating] = useState(String(RATING_DEFAULT));
  const [description, setDescription] = useState('');
  const [ratingError, setRatingError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const error = validateRating(rating);
    setRatingError(error);
    if (error || sending) return;
    setSending(true);
    setFailure(undefined);
    try {
      await addReview({ userId, productId, rating: Number(rating), description: description.trim() });
      onSubmitted();
    } catch (caught) {
      setFailure(apiErrorText(caught, text.submitFailed));
      setSending(false);
    }
  };

  return (
    <Card as="form" noValidate onSubmit={submit} aria-label={text.writeTitle}>
      <StarRating
        value={rating}
        error={ratingError}
        onChange={(value) => {
          setRating(value);
          setRatingError(validateRating(value));
        }}
      />
      <TextAreaField
        label={text.descriptionLabel}
        maxLength={REVIEW_DESCRIPTION_MAX}
        value={description}
        hint={text.counter(description.length)}
        onChange={(event) => setDescription(event.target.value.slice(0, REVIEW_DESCRIPTION_MAX))}
      />
      {failure && <ErrorText role="alert">{failure}</ErrorText>}
      <Button type="submit" disabled={sending}>
        {sending ? text.submitting : text.submit}
      </Button>
    </Card>
  );
}
