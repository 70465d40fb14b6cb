import { type Static, Type } from 'typebox';
import { Id } from '../../lib/common-schemas';

export const NotificationSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(['BACK_IN_STOCK', 'PRICE_DROP']),
  productId: Type.Integer(),
  message: Type.String(),
  createdAt: Type.String(),
  read: Type.Boolean(),
});
export type NotificationDto = Static<typeof NotificationSchema>;

export const NotificationList = Type.Object({
  content: Type.Array(NotificationSchema, { description: 'Newest first, at most 50' }),
  unreadCount: Type.Integer(),
});

export const UnreadCount = Type.Object({ unreadCount: Type.Integer() });

export const NotificationIdParams = Type.Object({ id: Id });
