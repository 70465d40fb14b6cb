import styled, { css } from 'styled-components';

type Variant = 'primary' | 'secondary' | 'danger';

export const Button = styled.button<{ $variant?: Variant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${({ theme, $variant = 'primary' }) =>
    $variant === 'primary'
      ? css`
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) { background: ${theme.colors.primaryHover}; }
        `
      : $variant === 'danger'
        ? css`
            background: ${theme.colors.danger};
            color: #fff;
          `
        : css`
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
            border-color: ${theme.colors.border};
            &:hover:not(:disabled) { border-color: ${theme.colors.primary}; }
          `}
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &[aria-disabled='true'] { opacity: 0.7; cursor: progress; }
`;
