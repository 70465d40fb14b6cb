import { CONTACT_REPLY_WORKING_DAYS } from '@shop/shared';

// User-visible storefront text, quoted once so code and tests agree.
export const STOREFRONT_TEXT = {
  welcomeTitle: 'Welcome to the Marketplace',
  welcomeBody: 'Independent sellers, one checkout. Find something you love today.',
  browseProducts: 'Browse products',
  contact: {
    title: 'Contact Us',
    intro: `Questions about an order, a seller or your account? Write to us and we will reply within ${CONTACT_REPLY_WORKING_DAYS} working days.`,
    name: 'Name',
    email: 'Email',
    message: 'Message',
    send: 'Send message',
    nameRequired: 'Name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Please enter a valid email address',
    messageRequired: 'Message is required',
    thanks: (name: string) => `Thank you, ${name}! Your message has been received.`,
    replyPromise: `We will reply within ${CONTACT_REPLY_WORKING_DAYS} working days.`,
    sendAnother: 'Send another message',
  },
} as const;
