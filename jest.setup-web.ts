import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 expects the WHATWG encoders that jsdom does not provide.
Object.assign(globalThis, { TextEncoder, TextDecoder });
