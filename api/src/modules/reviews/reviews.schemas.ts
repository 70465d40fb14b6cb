import { Type } from 'typebox';
import { Id } from '../../lib/common-schemas';
import { ERROR_MESSAGE_KEYWORD } from '../../lib/validation-messages';

export const RATING_RANGE = 'Rating must be between 1 and 5.';
export const RECEIVED_ONLY = 'You can only review products you have received.';
export const ALREADY_REVIEWED = 'You have already reviewed this product.';
export const REVIEW_SORTS = ['dateCreated,desc', 'dateCreated,asc'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

export const ReviewSchema = Type.Object({
  id: Type.Integer(),
  username: Type.String({ description: "The reviewer's current username" }),
  rating: Type.Integer({ minimum: 1, maximum: 5 }),
  description: Type.String(),
  createdDate: Type.String({ description: 'ISO 8601' }),
});

export const ReviewPageSchema = Type.Object({
  content: Type.Array(ReviewSchema),
  totalPages: Type.Integer(),
  number: Type.Integer({ description: 'Zero-based page number' }),
});

export const ReviewsQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 0, maximum: 1000000, description: 'Zero-based; default 0' })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, description: 'Default 5' })),
  sort: Type.Optional(
    Type.Enum([...REVIEW_SORTS], {
      description: 'Default dateCreated,desc (newest first)',
      [ERROR_MESSAGE_KEYWORD]: 'Sort must be dateCreated,desc or dateCreated,asc.',
    }),
  ),
});

export const ProductParams = Type.Object({ id: Id });

export const CreateReviewBody = Type.Object({
  userId: Id,
  productId: Id,
  rating: Type.Integer({ minimum: 1, maximum: 5, [ERROR_MESSAGE_KEYWORD]: RATING_RANGE }),
  description: Type.Optional(
    Type.Union([
      Type.String({ maxLength: 1000, [ERROR_MESSAGE_KEYWORD]: 'Description must be at most 1000 characters.' }),
      Type.Null(),
    ]),
  ),
});
