import { useEffect } from 'react';
import { useLocation, useNavigate } from '@shop/shared/router';
import { loginReturnState, useSessionStore } from '@shop/shared';

/** When the API refuses the session (expired, password changed, disabled), send the user to log in again. */
export function SessionWatcher() {
  const navigate = useNavigate();
  const location = useLocation();
  const ended = useSessionStore((state) => state.endedReason === 'expired' && !state.token);
  useEffect(() => {
    // After logging in again they return to the page they were on.
    if (ended) navigate('/login', { replace: true, state: loginReturnState(location) });
    // Only the moment the session ends matters, not later moves.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ended, navigate]);
  return null;
}
