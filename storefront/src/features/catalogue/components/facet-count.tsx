import styled from 'styled-components';
import * as STOREFRONT_TEXT from '../../../storefront-text';

const Count = styled.span`
  margin-left: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-variant-numeric: tabular-nums;
  opacity: 0.8;
`;

/**
 * How many products a filter would show. Left out of the control's name (which stays what the control does) and given
 * as its description instead: the control sets `aria-describedby` to this id.
 */
export function FacetCount({ id, count }: { id: string; count: number }) {
  return (
    <Count id={id} aria-hidden="true">
      {STOREFRONT_TEXT.catalogue.facetCount(count)}
    </Count>
  );
}
