// Storefront text: e-mail preferences and the unsubscribe page (one module per section: a page's chunk carries only what it uses).
export const email = {
  preferencesTitle: 'E-mail preferences',
  preferencesIntro: 'Choose which e-mails you receive. Security notices (a password changed, an account disabled) are always sent.',
  signIn: 'Please log in to choose your e-mails.',
  loadFailed: 'Failed to load your e-mail preferences.',
  legend: 'Send me e-mails about',
  save: 'Save preferences',
  saved: 'Your e-mail preferences are saved.',
  saveFailed: 'Failed to save your e-mail preferences. Please try again.',
  unsubscribeTitle: 'Unsubscribe',
  unsubscribeQuestion: (label: string) => `Stop “${label}” e-mails?`,
  unsubscribeButton: 'Unsubscribe',
  unsubscribed: (label: string) => `You will no longer receive “${label}” e-mails.`,
  alreadyUnsubscribed: (label: string) => `“${label}” e-mails are already off.`,
  missingLink: 'This unsubscribe link is not valid.',
  unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
  otherKinds: 'Choose other e-mails on your e-mail preferences page.',
} as const;
