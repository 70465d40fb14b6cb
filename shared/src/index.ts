export * from './constants';
export * from './types/domain';
export { formatPrice } from './format/format-price';
export { truncate } from './format/truncate';
export { readTokenClaims, type TokenClaims } from './session/token-payload';
export {
  useSessionStore,
  initialSessionState,
  cartItemCount,
  sessionStoreInstanceId,
  SESSION_STORAGE_KEY,
  type SessionState,
  type SessionActions,
  type SessionStore,
  type SessionEndReason,
} from './session/session-store';
export { apiClient, apiErrorText } from './api/api-client';
export { theme, type Theme } from './theme/theme';
export { GlobalStyle } from './theme/global-style';
export { Button } from './ui/button';
export { Page, PageTitle, Card, MutedText, VisuallyHidden } from './ui/layout';
export { TextField, TextAreaField, FieldError } from './ui/text-field';
export { RemoteRoot } from './ui/remote-root';
export { isValidEmail } from './validation/email';
export { StandaloneApp, type StandaloneRoute } from './ui/standalone-app';
export { StaffWelcome, type StaffLink } from './ui/staff-welcome';
