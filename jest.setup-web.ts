import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the WHATWG encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// The query cache (useQuery) lives for a page's life; each test is a fresh page.
afterEach(async () => {
  const { invalidateQueries } = await import('@shop/shared');
  invalidateQueries();
});

// jsdom has no media queries; the consoles' charts (Chartist) ask for them when they draw. No query matches here.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent: () => false }) as MediaQueryList;
}
