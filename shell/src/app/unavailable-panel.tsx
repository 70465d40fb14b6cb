import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@shop/shared';
import { SHELL_TEXT } from './shell-text';

const Panel = styled(Card)`
  max-width: 560px;
  margin: ${({ theme }) => theme.space.xl} auto;
  text-align: center;
  border-color: ${({ theme }) => theme.colors.warning};
  background: ${({ theme }) => theme.colors.warningBackground};
`;

/** What a user sees in place of a section whose remote is down, too slow, or broken. */
export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Panel role="alert">
      <h2 ref={heading} tabIndex={-1}>
        {SHELL_TEXT.sectionUnavailable}
      </h2>
      <p>{SHELL_TEXT.sectionUnavailableHelp}</p>
      <Button type="button" onClick={onRetry}>
        {SHELL_TEXT.retry}
      </Button>
    </Panel>
  );
}
