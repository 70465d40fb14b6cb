// The API reads each page starts as soon as it opens at its own path with no query string, written as the browser
// sends them (`{id}`: the path's id). The build writes them to dist/first-requests.json, and the server preloads them
// with the shell's page, so the answers download alongside the code instead of after it has run.
// first-requests.test.tsx holds each list to what the page really asks for.
import type { PAGES } from './pages';

export const FIRST_REQUESTS = {
  HomePage: ['/api/products/search?page=0&size=12&sort=createdAt,desc'],
  ProductsPage: ['/api/products/categories', '/api/products/search?page=0&size=20&sort=createdAt,desc&facets=true'],
  ProductPage: ['/api/products/{id}', '/api/reviews/product/{id}?page=0&size=5&sort=dateCreated,desc'],
} satisfies Partial<Record<keyof typeof PAGES, string[]>>;
