import type { Role } from '@shop/shared';
import { CartLink } from './cart-link';
import { NotificationsBell } from './notifications-bell';
import { OutstandingBell } from './outstanding-bell';
import { GreetingMenu } from './greeting-menu';

/**
 * The header's entries for a signed-in user (bells, cart, greeting menu). A chunk of its own, loaded by the header
 * only once someone is signed in: a guest's first visit never downloads the bells or the live-event client.
 */
export function SignedInActions({ role }: { role: Role }) {
  return (
    <>
      {role === 'BUYER' && <NotificationsBell />}
      {role === 'BUYER' && <CartLink />}
      {(role === 'SELLER' || role === 'ADMIN') && <OutstandingBell />}
      <GreetingMenu />
    </>
  );
}
