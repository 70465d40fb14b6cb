import { waitFor } from '@testing-library/react';
import { apiClient } from '@shop/shared';
import HomePage from './pages/home-page';
import ProductsPage from './pages/products-page';
import ProductPage from './pages/product-page';
import { FIRST_REQUESTS } from './first-requests';
import { renderAt, signInAs } from './test/render-page';
import { mockApi } from './test/mock-api';
import { page, productDetail } from './test/fixtures';

// The server preloads these answers for a guest (api/src/plugins/static-site.ts): a URL the page does not ask for
// exactly would be downloaded twice, so each must be what the page sends on its own.
const PAGES_AT = [
  { name: 'HomePage', path: '/', element: <HomePage />, id: '' },
  { name: 'ProductsPage', path: '/products', element: <ProductsPage />, id: '' },
  { name: 'ProductPage', path: '/products/5', element: <ProductPage />, id: '5', pattern: '/products/:id' },
] as const;

beforeEach(() => signInAs(null));
afterEach(() => jest.restoreAllMocks());

describe.each(PAGES_AT)("a guest's first requests on $path", ({ name, path, element, id, ...rest }) => {
  it('are the ones the page asks for first, as the browser sends them', async () => {
    const api = mockApi({
      'GET /products/search': () => page([]),
      'GET /products/categories': () => ['Home'],
      'GET /products/5': () => productDetail({ id: 5 }),
      'GET /reviews/product/5': () => page([], 0),
    });
    renderAt(path, { ['pattern' in rest ? rest.pattern : path]: element });
    const declared = FIRST_REQUESTS[name].map((url) => url.replace('{id}', id));
    const sent = () => api.calls.map((call) => apiClient.getUri({ url: call.url, params: call.params }));
    await waitFor(() => expect(sent()).toEqual(expect.arrayContaining(declared)));
  });
});
