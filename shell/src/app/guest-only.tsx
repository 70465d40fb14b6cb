import { useState, type ReactNode } from 'react';
import { Navigate } from '@shop/shared/router';
import { useSessionStore } from '@shop/shared';

/**
 * Login and register are for guests; a user who arrives signed in goes home instead. Judged on
 * arrival only: once the form signs someone in, the form itself decides where they return to.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => Boolean(useSessionStore.getState().token));
  return signedInOnArrival ? <Navigate to="/" replace /> : children;
}
