import { useSessionStore } from '@shop/shared';
import type { Audience } from './route-table';

/** The current viewer's audience: their role when signed in, otherwise GUEST. */
export function useAudience(): Audience {
  const role = useSessionStore((state) => (state.token ? state.role : null));
  return role ?? 'GUEST';
}
