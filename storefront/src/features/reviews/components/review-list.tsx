import { useState } from 'react';
import styled from 'styled-components';
import { formatDate, MutedText, type Review } from '@shop/shared';
import { Pager } from '../../../components/pager';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { useProductReviews } from '../hooks/use-product-reviews';

const text = STOREFRONT_TEXT.reviews;

const Section = styled.section`
  margin: ${({ theme }) => theme.space.xl} 0;
  min-height: 160px;
`;

const List = styled.ul`
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    padding: ${({ theme }) => theme.space.md} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  h3 { margin: 0; font-size: ${({ theme }) => theme.font.size.md}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; }
`;

const Stars = styled.span`
  color: ${({ theme }) => theme.colors.accent};
  letter-spacing: 2px;
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

function ReviewItem({ review }: { review: Review }) {
  return (
    <li>
      <h3>{review.username}</h3>
      <Stars role="img" aria-label={text.rating(review.rating)}>
        {'★'.repeat(review.rating)}
        {'☆'.repeat(Math.max(0, 5 - review.rating))}
      </Stars>{' '}
      <MutedText as="span">{formatDate(review.createdDate)}</MutedText>
      {review.description && <p>{review.description}</p>}
    </li>
  );
}

/** Reviews, 5 per page, newest first. */
export function ReviewList({ productId }: { productId: number }) {
  const [page, setPage] = useState(1);
  const state = useProductReviews(productId, page - 1);
  const shown = state.status === 'ready' ? state.page : state.status === 'loading' ? state.page : undefined;

  return (
    <Section aria-labelledby="reviews-title" aria-busy={state.status === 'loading'}>
      <h2 id="reviews-title">{text.title}</h2>
      {state.status === 'error' ? (
        <ErrorText role="alert">{state.message}</ErrorText>
      ) : !shown ? (
        <MutedText role="status">{STOREFRONT_TEXT.loading}</MutedText>
      ) : shown.content.length === 0 ? (
        <MutedText>{text.empty}</MutedText>
      ) : (
        <>
          <List>
            {shown.content.map((review) => (
              <ReviewItem key={review.id} review={review} />
            ))}
          </List>
          {shown.totalPages > 1 && (
            <Pager page={page} totalPages={shown.totalPages} onChange={setPage} label={text.title} disabled={state.status === 'loading'} />
          )}
        </>
      )}
    </Section>
  );
}
