import type { ReactNode } from 'react';
import { Link, useLocation } from '@shop/shared/router';
import styled from 'styled-components';
import { Card, loginReturnState } from '@shop/shared';
import * as STOREFRONT_TEXT from '../storefront-text';

const Box = styled(Card)`
  text-align: center;
  p { margin: 0 0 ${({ theme }) => theme.space.md}; }
`;

/** A whole-page message (empty, not allowed, please log in) with an optional action below it. */
export function PageMessage({ children, action, role }: { children: ReactNode; action?: ReactNode; role?: 'status' | 'alert' }) {
  return (
    <Box role={role}>
      <p>{children}</p>
      {action}
    </Box>
  );
}

/** For guests: the message and a link to /login that returns here afterwards. */
export function SignInMessage({ message }: { message: string }) {
  const location = useLocation();
  return (
    <PageMessage
      action={
        <Link to="/login" state={loginReturnState(location)}>
          {STOREFRONT_TEXT.signInPrompt}
        </Link>
      }
    >
      {message}
    </PageMessage>
  );
}

/** Sellers and administrators cannot buy (PRODUCT.md §6). */
export function NoPurchasingMessage() {
  return <PageMessage>{STOREFRONT_TEXT.purchasingNotAllowed}</PageMessage>;
}
