import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { Card, useSessionStore } from '@shop/shared';
import { STAFF_TEXT } from '../staff-text';

// The welcome banner's button to /products (PRODUCT.md §2: every role's home has it).
const Browse = styled(Link)`
  display: inline-block;
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  &:hover { background: ${({ theme }) => theme.colors.primaryHover}; }
`;

// A long username breaks rather than widening a phone's page.
const Greeting = styled.h1`
  overflow-wrap: anywhere;
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  padding: 0;
  list-style: none;
  a { font-weight: 600; }
`;

export interface StaffLink {
  to: string;
  label: string;
}

/** The greeting at the top of a seller's or an admin's home page, with their console's pages. */
export function StaffWelcome({ title, links }: { title: string; links: StaffLink[] }) {
  const username = useSessionStore((state) => state.username);
  return (
    <Card aria-labelledby="staff-welcome-title">
      <Greeting id="staff-welcome-title">{username ? `${title}, ${username}` : title}</Greeting>
      <Browse to="/products">{STAFF_TEXT.browseProducts}</Browse>
      <Links>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </Links>
    </Card>
  );
}
