import styled from 'styled-components';

const Box = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.sm};
  color: ${({ theme }) => theme.colors.danger};
  background: ${({ theme }) => theme.colors.dangerBackground};
  p { margin: 0; }
`;

/** The PRODUCT.md failure text, and the server's reason under it when it gave one. */
export function FailureMessage({ text, reason }: { text: string; reason?: string }) {
  return (
    <Box role="alert">
      <p>
        <strong>{text}</strong>
      </p>
      {reason && <p>{reason}</p>}
    </Box>
  );
}

/** The server's `error` text if it is more than the fallback. */
export function serverReason(text: string, fallback: string): string | undefined {
  return text === fallback ? undefined : text;
}
