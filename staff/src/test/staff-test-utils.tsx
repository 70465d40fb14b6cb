import { FeedbackHost, apiClient, theme, useFeedbackStore, useSessionStore, useStaffSummaryStore, type AdminDashboard, type Order, type OrderItem, type Product, type SellerDashboard } from '@shop/shared';
import { orderFixture, orderItemFixture, productFixture } from '@shop/shared/testing';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';

export interface ApiCall {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
}

type Handler = (call: ApiCall) => unknown;

/** Answers apiClient calls from a table of "METHOD /path" -> data or handler; records every call. */
export function mockApi(routes: Record<string, unknown>): ApiCall[] {
  const calls: ApiCall[] = [];
  const methods = ['get', 'post', 'put', 'delete'] as const;
  for (const method of methods) {
    const withBody = method === 'post' || method === 'put';
    jest.spyOn(apiClient, method).mockImplementation((async (url: string, first?: unknown, second?: unknown) => {
      const config = (withBody ? second : first) as { params?: Record<string, unknown> } | undefined;
      const call: ApiCall = { method: method.toUpperCase() as ApiCall['method'], url, params: config?.params, body: withBody ? first : undefined };
      calls.push(call);
      const key = `${call.method} ${url}`;
      if (!(key in routes)) throw new Error(`No mock for ${key}`);
      const answer = routes[key];
      return { data: typeof answer === 'function' ? await (answer as Handler)(call) : answer };
    }) as never);
  }
  return calls;
}

/** An axios failure as the API answers it. */
export function apiFailure(status = 500, error?: string): AxiosError {
  const headers = new AxiosHeaders();
  return new AxiosError('Request failed', String(status), { headers }, undefined, {
    status,
    statusText: 'Error',
    headers: {},
    config: { headers },
    data: error ? { error } : {},
  });
}

/** A handler that always fails. */
export const fails = (status = 500, error?: string) => () => {
  throw apiFailure(status, error);
};

/** A page answer as the server gives it. */
export function pageOf<T>(content: T[], number = 0, totalPages = 1) {
  return { content, totalPages, totalElements: content.length, number, size: 20 };
}

function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/** Renders inside the theme, the alert/notice host and a router at `path`. */
export function renderStaff(ui: ReactElement, path = '/') {
  return render(
    <ThemeProvider theme={theme}>
      <FeedbackHost />
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <CurrentLocation />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </ThemeProvider>,
  );
}

export function fakeToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.sig`;
}

export function signInAs(role: 'SELLER' | 'ADMIN', userId = 7, username = 'sam') {
  useSessionStore.getState().signIn(fakeToken({ sub: username, role, userId }));
}

/** Fresh session, summary and feedback for every test. */
export function resetStores() {
  jest.restoreAllMocks();
  useSessionStore.getState().signOut();
  useStaffSummaryStore.getState().clear();
  useFeedbackStore.setState({ alert: null, notices: [] });
}

// The staff screens' sample data: sam (seller 7) sells a blue mug; bea (user 3) ordered it.
const MUG = { name: 'Blue Mug', imageUrl: 'https://img.example/mug.png', sellerId: 7, sellerName: 'sam' };

export const product = (overrides: Partial<Product> = {}): Product =>
  productFixture({ ...MUG, description: 'A sturdy blue mug.', price: 12.5, category: 'Kitchen', stock: 40, ...overrides });

export const orderItem = (overrides: Partial<OrderItem> = {}): OrderItem =>
  orderItemFixture({ ...MUG, productName: MUG.name, imageUrl: '/api/uploads/mug.png', price: 5, ...overrides });

export const staffOrder = (orderId: number, items: OrderItem[], overrides: Partial<Order> = {}): Order =>
  orderFixture({ orderId, userId: 3, createdAt: '2026-11-20T10:00:00.000Z', orderPrice: 50, items, ...overrides });

/** `days` UTC days ending Nov 26, 2026, with `last` on the last one and zeros before. */
function salesDays<T extends object>(days: number, last: T, none: T) {
  return Array.from({ length: days }, (_, index) => {
    const day = new Date(Date.UTC(2026, 10, 26) - (days - 1 - index) * 86_400_000).toISOString().slice(0, 10);
    return { day, ...(index === days - 1 ? last : none) };
  });
}

/** A seller's dashboard answer: 2 orders (3 items, $45.50) today, orders in each status, one top product. */
export function sellerDashboardFixture(days = 30): SellerDashboard {
  const salesPerDay = salesDays(days, { orders: 2, items: 3, revenueCents: 4550 }, { orders: 0, items: 0, revenueCents: 0 });
  return {
    days,
    from: salesPerDay[0]!.day,
    to: '2026-11-26',
    salesPerDay,
    totals: { orders: 2, items: 3, revenueCents: 4550 },
    ordersByStatus: [
      { status: 'PENDING', orders: 4 },
      { status: 'SHIPPED', orders: 1 },
      { status: 'DELIVERED', orders: 7 },
      { status: 'DISPUTING', orders: 0 },
      { status: 'RESOLVED', orders: 0 },
    ],
    topProducts: [{ productId: 9, name: 'Blue Mug', items: 3, revenueCents: 4550 }],
  };
}

/** The marketplace's dashboard answer: 5 orders ($120.00) today, sign-ups this week, three open disputes. */
export function adminDashboardFixture(days = 30): AdminDashboard {
  const salesPerDay = salesDays(days, { orders: 5, revenueCents: 12000 }, { orders: 0, revenueCents: 0 });
  const weeks = days === 30 ? 5 : 13;
  return {
    days,
    from: salesPerDay[0]!.day,
    to: '2026-11-26',
    salesPerDay,
    totals: { orders: 5, revenueCents: 12000 },
    newUsersPerWeek: Array.from({ length: weeks }, (_, index) => ({
      weekStart: new Date(Date.UTC(2026, 10, 23) - (weeks - 1 - index) * 7 * 86_400_000).toISOString().slice(0, 10),
      buyers: index === weeks - 1 ? 12 : 0,
      sellers: index === weeks - 1 ? 2 : 0,
    })),
    openDisputesByAge: [
      { fromDays: 0, toDays: 1, disputes: 1, escalated: 0 },
      { fromDays: 1, toDays: 3, disputes: 0, escalated: 0 },
      { fromDays: 3, toDays: 7, disputes: 2, escalated: 1 },
      { fromDays: 7, toDays: 30, disputes: 0, escalated: 0 },
      { fromDays: 30, toDays: null, disputes: 0, escalated: 0 },
    ],
  };
}
