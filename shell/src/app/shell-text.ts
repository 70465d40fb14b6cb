// User-visible text the shell owns, quoted once so code and tests agree.
export const SHELL_TEXT = {
  notFound: 'Oops! Page not found.',
  notFoundHelp: 'The page you are looking for does not exist or has moved.',
  backHome: 'Back to the home page',
  sectionUnavailable: 'This section is unavailable right now',
  sectionUnavailableHelp: 'The rest of the shop still works. Please try again in a moment.',
  retry: 'Retry',
  loading: 'Loading…',
  contactUs: 'Contact Us',
  copyright: (year: number) => `© ${year} Marketplace. All rights reserved.`,
} as const;
