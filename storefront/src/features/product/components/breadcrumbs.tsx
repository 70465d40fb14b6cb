import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const text = STOREFRONT_TEXT.product;

const Trail = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: 0;
  margin: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.font.size.sm};
  li + li::before { content: '/'; margin-right: ${({ theme }) => theme.space.xs}; color: ${({ theme }) => theme.colors.mutedText}; }
`;

export function Breadcrumbs({ category, name }: { category: string; name: string }) {
  return (
    <nav aria-label={text.breadcrumbs}>
      <Trail>
        <li>
          <Link to="/">{text.home}</Link>
        </li>
        <li>
          <Link to="/products">{text.products}</Link>
        </li>
        <li>
          <Link to={`/products?category=${encodeURIComponent(category)}`}>{category}</Link>
        </li>
        <li aria-current="page">{name}</li>
      </Trail>
    </nav>
  );
}
