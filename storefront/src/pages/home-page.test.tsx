import { act, fireEvent, screen } from '@testing-library/react';
import HomePage from './home-page';
import { renderAt, signInAs } from '../test/render-page';
import { mockApi } from '../test/mock-api';
import { page, product } from '../test/fixtures';

const routes = { '/': <HomePage /> };

function strip() {
  return screen.getByRole('list', { name: 'Featured products' });
}

/** jsdom lays nothing out: give the strip room to scroll. */
function giveScrollRoom(element: HTMLElement) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: 1000 });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 400 });
}

beforeEach(() => signInAs(null));
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('home featured strip', () => {
  it('asks for one small page of products, not the whole catalogue, and truncates name and description to 30', async () => {
    const api = mockApi({
      'GET /products/search': () => page([product({ id: 1, name: 'N'.repeat(45), description: 'd'.repeat(45) })]),
    });
    renderAt('/', routes);
    const name = await screen.findByRole('link', { name: /^N+…$/ });
    expect(name.textContent).toHaveLength(30);
    expect(screen.getByText(/^d+…$/).textContent).toHaveLength(30);
    expect(api.callsTo('GET /products/search')[0].params).toMatchObject({ page: 0, size: 12 });
    expect(screen.getByRole('link', { name: 'Browse products' })).toHaveAttribute('href', '/products');
  });

  it('does not scroll with fewer than 4 products', async () => {
    mockApi({ 'GET /products/search': () => page([1, 2, 3].map((id) => product({ id }))) });
    renderAt('/', routes);
    await screen.findByRole('link', { name: 'Product 3' });
    expect(strip()).toHaveAttribute('data-auto-scroll', 'off');
  });

  it('scrolls 1 px every 20 ms with 4 or more products and pauses on hover and on keyboard focus', async () => {
    mockApi({ 'GET /products/search': () => page([1, 2, 3, 4].map((id) => product({ id }))) });
    renderAt('/', routes);
    await screen.findByRole('link', { name: 'Product 4' });
    jest.useFakeTimers();
    // Re-start the timer under fake time by pausing and resuming.
    fireEvent.mouseEnter(strip());
    giveScrollRoom(strip());
    strip().scrollLeft = 0;
    fireEvent.mouseLeave(strip());
    expect(strip()).toHaveAttribute('data-auto-scroll', 'on');
    act(() => jest.advanceTimersByTime(100));
    expect(strip().scrollLeft).toBe(5);

    fireEvent.mouseEnter(strip());
    expect(strip()).toHaveAttribute('data-auto-scroll', 'off');
    act(() => jest.advanceTimersByTime(100));
    expect(strip().scrollLeft).toBe(5);
    fireEvent.mouseLeave(strip());

    fireEvent.focus(screen.getByRole('link', { name: 'Product 1' }));
    expect(strip()).toHaveAttribute('data-auto-scroll', 'off');
    act(() => jest.advanceTimersByTime(100));
    expect(strip().scrollLeft).toBe(5);
    fireEvent.blur(screen.getByRole('link', { name: 'Product 1' }));
    act(() => jest.advanceTimersByTime(40));
    expect(strip().scrollLeft).toBe(7);
  });

  it('stays still when the system asks for reduced motion', async () => {
    window.matchMedia = jest.fn().mockReturnValue({ matches: true }) as unknown as typeof window.matchMedia;
    mockApi({ 'GET /products/search': () => page([1, 2, 3, 4, 5].map((id) => product({ id }))) });
    renderAt('/', routes);
    await screen.findByRole('link', { name: 'Product 5' });
    expect(strip()).toHaveAttribute('data-auto-scroll', 'off');
    delete (window as Partial<Window>).matchMedia;
  });

  it("shows 'Loading…' in a reserved space while the strip loads", async () => {
    mockApi({ 'GET /products/search': () => new Promise(() => undefined) });
    renderAt('/', routes);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('says there is nothing to feature when the catalogue is empty or the search fails (logged)', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockApi({
      'GET /products/search': () => {
        throw new Error('network');
      },
    });
    renderAt('/', routes);
    expect(await screen.findByText('No products to feature yet.')).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});
