import styled from 'styled-components';
import type { BulkResult } from '../api/bulk-change-products';
import { STAFF_TEXT } from '../staff-text';

const Box = styled.section`
  margin-bottom: ${({ theme }) => theme.space.sm};
  h2 { font-size: ${({ theme }) => theme.font.size.md}; margin: 0 0 ${({ theme }) => theme.space.xs}; }
  ul { margin: 0; padding-left: ${({ theme }) => theme.space.lg}; }
`;

/** After a bulk change: the chosen products it left alone, each with the reason. */
export function BulkSkipped({ skipped }: { skipped: BulkResult['skipped'] }) {
  return (
    <Box aria-labelledby="bulk-skipped-title">
      <h2 id="bulk-skipped-title">{STAFF_TEXT.bulk.skippedTitle}</h2>
      <ul>
        {skipped.map((item) => (
          <li key={item.id}>
            {item.name}: {item.reason}
          </li>
        ))}
      </ul>
    </Box>
  );
}
