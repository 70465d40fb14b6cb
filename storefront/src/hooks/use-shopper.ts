import { useSessionStore } from '@shop/shared';

export type Shopper =
  | { kind: 'guest' }
  | { kind: 'buyer'; userId: number }
  /** Sellers and admins: they browse but cannot buy. */
  | { kind: 'staff' };

/** Who is shopping, as far as buying goes (PRODUCT.md §6). */
export function useShopper(): Shopper {
  const role = useSessionStore((state) => state.role);
  const userId = useSessionStore((state) => state.userId);
  const token = useSessionStore((state) => state.token);
  if (!token || !role) return { kind: 'guest' };
  if (role === 'BUYER' && userId !== null) return { kind: 'buyer', userId };
  if (role === 'BUYER') return { kind: 'guest' };
  return { kind: 'staff' };
}
