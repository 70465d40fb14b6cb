import { Link } from '@shop/shared/router';
import { cartItemCount, useSessionStore } from '@shop/shared';
import { Badge, IconLink } from './badge';
import { CartIcon } from './icons';

/** A buyer's cart with the item-count badge; follows every cart change in any remote. */
export function CartLink() {
  const count = useSessionStore((state) => cartItemCount(state.cart));
  return (
    <Link to="/cart" aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}>
      <IconLink>
        <CartIcon />
        {count > 0 && <Badge data-testid="cart-count">{count}</Badge>}
      </IconLink>
    </Link>
  );
}
