import { CONTACT_REPLY_WORKING_DAYS } from '@shop/shared';

// Storefront text: contact (one module per section: a page's chunk carries only what it uses).
export const contact = {
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
} as const;
