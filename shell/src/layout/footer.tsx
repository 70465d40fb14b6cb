import { Link } from '@shop/shared/router';
import styled from 'styled-components';
import { SHELL_TEXT } from '../app/shell-text';

const Bar = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
`;

const Inner = styled.div`
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  justify-content: space-between;
  a { color: inherit; }
`;

export function Footer() {
  return (
    <Bar>
      <Inner>
        <span>{SHELL_TEXT.copyright(new Date().getFullYear())}</span>
        <Link to="/contact">{SHELL_TEXT.contactUs}</Link>
      </Inner>
    </Bar>
  );
}
