import styled from 'styled-components';

/** What a product picture shows when it has none or its file does not load: the same words in every app. */
export const NO_IMAGE_TEXT = 'No image';

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  box-sizing: border-box;
  width: 100%;
  height: 100%;
  padding: 2px;
  text-align: center;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
  background: ${({ theme }) => theme.colors.background};
  border-radius: inherit;
`;

/** The "No image" box, named for a screen reader as the picture it stands for (hidden from it for a decorative one). */
export function NoImage({ label, className }: { label: string; className?: string }) {
  const named = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  return (
    <Placeholder {...named} className={className}>
      {NO_IMAGE_TEXT}
    </Placeholder>
  );
}
