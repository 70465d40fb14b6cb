import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../storefront-text';

// Reserves height so the content that replaces it does not push the footer around.
const Box = styled.div<{ $minHeight: string }>`
  min-height: ${({ $minHeight }) => $minHeight};
  display: flex;
  align-items: center;
  justify-content: center;
  color: ${({ theme }) => theme.colors.mutedText};
`;

export function LoadingText({ minHeight = '240px' }: { minHeight?: string }) {
  return (
    <Box role="status" $minHeight={minHeight}>
      {STOREFRONT_TEXT.loading}
    </Box>
  );
}
