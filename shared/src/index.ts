export * from './constants';
export * from './types/domain';
export { formatPrice } from './format/format-price';
export { truncate } from './format/truncate';
export { formatDate, formatDateTime } from './format/format-date';
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
export { TextField, TextAreaField } from './ui/text-field';
export { FieldError } from './ui/field-error';
export { useFormFields } from './ui/use-form-fields';
export { isValidEmail } from './validation/email';
export { Page, PageTitle, Card, MutedText, VisuallyHidden } from './ui/layout';
export { NoImage, NO_IMAGE_TEXT } from './ui/no-image';
export { RemoteRoot } from './ui/remote-root';
export { StandaloneApp, type StandaloneRoute } from './ui/standalone-app';
export { Dialog, DialogActions, type DialogProps } from './ui/dialog';
export { ConfirmDialog, type ConfirmDialogProps } from './ui/confirm-dialog';
export { useFeedbackStore, showAlert, showNotice, type AlertMessage, type Notice, type NoticeTone } from './ui/feedback-store';
export { FeedbackHost } from './ui/feedback-host';
export { getCart } from './api/get-cart';
export { getOrderSummary } from './api/get-order-summary';
export { getSellerProfile } from './api/get-seller-profile';
export { useStaffSummaryStore } from './session/staff-summary-store';
export { useUnreadNotificationsStore } from './session/unread-notifications-store';
export { StatusPill, type PillTone } from './ui/status-pill';
export { useQuery, invalidateQueries, primeQuery, type QueryState, type QueryOptions } from './query/use-query';
