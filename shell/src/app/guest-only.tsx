import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSessionStore } from '@shop/shared';

/** Login and register are for guests; a signed-in user goes home instead. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useSessionStore((state) => Boolean(state.token));
  return signedIn ? <Navigate to="/" replace /> : children;
}
