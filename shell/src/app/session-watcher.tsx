import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSessionStore } from '@shop/shared';

/** When the API refuses the session (expired, password changed, disabled), send the user to log in again. */
export function SessionWatcher() {
  const navigate = useNavigate();
  const ended = useSessionStore((state) => state.endedReason === 'expired' && !state.token);
  useEffect(() => {
    if (ended) navigate('/login', { replace: true });
  }, [ended, navigate]);
  return null;
}
