import { apiErrorStatus, getSellerProfile, type SellerProfile, useQuery } from '@shop/shared';
import { queryKeys } from '../../../lib/query-keys';

export type SellerProfileState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; profile: SellerProfile };

/** The server caches a profile for a minute; the page keeps it as long, so going back and forth costs nothing. */
const PROFILE_CACHE_MS = 60_000;

/** A seller's profile and scorecard; a malformed id or the server's 404 is 'not-found', anything else 'error'. */
export function useSellerProfile(sellerId: number) {
  const valid = Number.isInteger(sellerId) && sellerId > 0;
  const { state, reload } = useQuery(valid ? queryKeys.seller(sellerId) : null, (signal) => getSellerProfile(sellerId, signal), {
    cacheMs: PROFILE_CACHE_MS,
    // A 404 is an answer (the page says so), not a failure to log.
    onError: (error) => apiErrorStatus(error) !== 404 && console.error('Could not load the seller', error),
  });
  const view: SellerProfileState = !valid
    ? { status: 'not-found' }
    : state.status === 'ready'
      ? { status: 'ready', profile: state.data }
      : state.status === 'error'
        ? apiErrorStatus(state.error) === 404
          ? { status: 'not-found' }
          : { status: 'error' }
        : { status: 'loading' };
  return [view, reload] as const;
}
