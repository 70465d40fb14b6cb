import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A small coloured label (stock, order and item status). */
export const StatusBadge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 700;
  border: 1px solid currentColor;
  color: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'warning'
        ? theme.colors.warning
        : $tone === 'danger'
          ? theme.colors.danger
          : theme.colors.mutedText};
  background: ${({ theme, $tone }) =>
    $tone === 'success'
      ? theme.colors.successBackground
      : $tone === 'warning'
        ? theme.colors.warningBackground
        : $tone === 'danger'
          ? theme.colors.dangerBackground
          : theme.colors.surface};
`;
