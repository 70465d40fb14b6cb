import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { CartItem, Role } from '../types/domain';
import { SESSION_STORAGE_KEY } from '../constants';
import { readTokenClaims } from './token-payload';

/**
 * Why the session ended: 'expired' when the server refused it (the login page explains it), 'signed-out' from the
 * moment the user logs out until the logout page shows (guards send there instead of to /login meanwhile).
 */
export type SessionEndReason = 'expired' | 'signed-out';

export interface SessionState {
  token: string | null;
  role: Role | null;
  username: string | null;
  userId: number | null;
  cart: CartItem[];
  endedReason: SessionEndReason | null;
}

export interface SessionActions {
  /** Starts a session from a login answer; role and username come from the token's payload. */
  signIn: (token: string, fallbackUserId?: number) => void;
  setCart: (items: CartItem[]) => void;
  /** Logout: clears session and cart; the logout page clears the reason once it shows. */
  signOut: () => void;
  /** The server refused the token (expired, password changed, account disabled). */
  endSession: (reason: SessionEndReason) => void;
  clearEndedReason: () => void;
}

export type SessionStore = SessionState & SessionActions;

export const initialSessionState: SessionState = {
  token: null,
  role: null,
  username: null,
  userId: null,
  cart: [],
  endedReason: null,
};

/** The sessionStorage key the session is persisted under (PRODUCT.md §3). */

/**
 * Identifies this copy of the store module. Host and remotes share @shop/shared as a Module
 * Federation singleton, so every app on a page must report the same id.
 */
export const sessionStoreInstanceId = Math.random().toString(36).slice(2, 10);

export const useSessionStore = create<SessionStore>()(
  persist(
    (set) => ({
      ...initialSessionState,
      signIn: (token, fallbackUserId) => {
        const claims = readTokenClaims(token);
        set({
          token,
          role: claims.role,
          username: claims.username,
          userId: claims.userId ?? fallbackUserId ?? null,
          endedReason: null,
        });
      },
      setCart: (items) => set({ cart: items }),
      signOut: () => set({ ...initialSessionState, endedReason: 'signed-out' }),
      endSession: (reason) => set({ ...initialSessionState, endedReason: reason }),
      clearEndedReason: () => set({ endedReason: null }),
    }),
    {
      name: SESSION_STORAGE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: ({ token, role, username, userId, cart, endedReason }) => ({
        token,
        role,
        username,
        userId,
        cart,
        endedReason,
      }),
    },
  ),
);

/** Number of units in the cart, for the header badge. */
export function cartItemCount(cart: CartItem[]): number {
  return cart.reduce((sum, item) => sum + item.quantity, 0);
}
