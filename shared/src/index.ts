export * from './constants';
export * from './types/domain';
export { formatPrice } from './format/format-price';
export { truncate } from './format/truncate';
export { formatDate, formatDateTime } from './format/format-date';
export { TIMELINE_TEXT } from './format/timeline-labels';
export { ItemTimeline, DisputeDeadline } from './ui/item-timeline';
export { readTokenClaims, type TokenClaims } from './session/token-payload';
export {
  useSessionStore,
  initialSessionState,
  cartItemCount,
  sessionStoreInstanceId,
  type SessionState,
  type SessionActions,
  type SessionStore,
  type SessionEndReason,
} from './session/session-store';
export { loginReturnState, returnAfterLogin, resumedAfterLogin, type LoginReturn } from './session/return-after-login';
export { apiClient, apiErrorStatus, apiErrorText } from './api/api-client';
export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { Button } from './ui/button';
export { Page, PageTitle, Card, MutedText, VisuallyHidden } from './ui/layout';
export { TextField, TextAreaField, FieldError } from './ui/text-field';
export { useFormFields } from './ui/use-form-fields';
export { RemoteRoot } from './ui/remote-root';
export { isValidEmail } from './validation/email';
export { StandaloneApp, type StandaloneRoute } from './ui/standalone-app';
export { Dialog, DialogActions, type DialogProps } from './ui/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog';
export { useFeedbackStore, showAlert, showNotice, type AlertMessage, type Notice, type NoticeTone } from './ui/feedback-store';
export { FeedbackHost } from './ui/feedback-host';
export { getCart } from './api/get-cart';
export { getOrderSummary } from './api/get-order-summary';
export { getSellerProfile } from './api/get-seller-profile';
export { PostalAddress } from './ui/postal-address';
export { SellerScorecardView, type SellerScorecardViewProps } from './ui/seller-scorecard';
export { useStaffSummaryStore } from './session/staff-summary-store';
export { useUnreadNotificationsStore } from './session/unread-notifications-store';
export { ORDER_STATUS_LABELS, ITEM_STATUS_LABELS } from './format/order-status-labels';
export { StatusPill, type PillTone } from './ui/status-pill';
export { OverallStatusPill, ItemStatusPill } from './ui/order-status-pills';
export { useQuery, invalidateQueries, primeQuery, type QueryState, type QueryOptions } from './query/use-query';
