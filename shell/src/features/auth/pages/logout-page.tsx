import { useEffect, useState } from 'react';
import { Link, useNavigate } from '@shop/shared/router';
import { Card, Page, useSessionStore } from '@shop/shared';
import { AUTH_TEXT } from '../auth-text';

/** /success-logout: counts down 3 seconds visibly, then goes home. */
export function LogoutPage() {
  const navigate = useNavigate();
  const [secondsLeft, setSecondsLeft] = useState<number>(AUTH_TEXT.logoutSeconds);

  // Logged out and shown: from now on guarded pages send a guest to /login again.
  useEffect(() => {
    const { endedReason, clearEndedReason } = useSessionStore.getState();
    if (endedReason === 'signed-out') clearEndedReason();
  }, []);

  useEffect(() => {
    if (secondsLeft <= 0) {
      navigate('/', { replace: true });
      return;
    }
    const timer = setTimeout(() => setSecondsLeft((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft, navigate]);

  return (
    <Page>
      <Card>
        <h1>{AUTH_TEXT.loggedOutTitle}</h1>
        <p role="timer" aria-live="polite">
          {AUTH_TEXT.redirecting(Math.max(secondsLeft, 0))}
        </p>
        <Link to="/">{AUTH_TEXT.goHomeNow}</Link>
      </Card>
    </Page>
  );
}
