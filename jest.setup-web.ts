import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the WHATWG encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The query cache (useQuery) lives for a page's life; each test is a fresh page.
afterEach(async () => {
  const { invalidateQueries } = await import('@shop/shared');
  invalidateQueries();
});
