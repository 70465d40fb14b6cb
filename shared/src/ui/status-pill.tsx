import styled, { css } from 'styled-components';

export type PillTone = 'success' | 'warning' | 'danger' | 'neutral';

/** A coloured label; the text alone carries the meaning, colour only repeats it. */
export const StatusPill = styled.span<{ $tone: PillTone }>`
  display: inline-block;
  padding: 2px ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: 600;
  white-space: nowrap;
  ${({ theme, $tone }) =>
    $tone === 'success'
      ? css`color: ${theme.colors.success}; background: ${theme.colors.successBackground};`
      : $tone === 'warning'
        ? css`color: ${theme.colors.warning}; background: ${theme.colors.warningBackground};`
        : $tone === 'danger'
          ? css`color: ${theme.colors.danger}; background: ${theme.colors.dangerBackground};`
          : css`color: ${theme.colors.mutedText}; background: ${theme.colors.background}; border: 1px solid ${theme.colors.border};`}
`;
