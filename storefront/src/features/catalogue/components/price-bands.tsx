import { useId } from 'react';
import styled from 'styled-components';
import type { ProductSearchPage } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { FacetCount } from './facet-count';

const text = STOREFRONT_TEXT.catalogue;
type Band = NonNullable<ProductSearchPage['facets']>['price'][number];

const Group = styled.div`
  flex-basis: 100%;
  ul { display: flex; flex-wrap: wrap; gap: ${({ theme }) => theme.space.xs}; margin: ${({ theme }) => theme.space.xs} 0 0; padding: 0; list-style: none; }
  button {
    font: inherit;
    min-height: 36px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    cursor: pointer;
  }
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** The price bands the results fall in, with their counts; choosing one sets the price range to it. */
export function PriceBands({ bands, onChoose }: { bands: Band[]; onChoose: (minPrice: string, maxPrice: string) => void }) {
  const id = useId();
  const shown = bands.filter((band) => band.count > 0);
  if (shown.length === 0) return null;
  return (
    <Group role="group" aria-labelledby={`${id}-title`}>
      <Title id={`${id}-title`}>{text.priceBands}</Title>
      <ul>
        {shown.map((band, index) => (
          <li key={band.min}>
            {/* The range's maximum is inclusive: a band [10, 25) is 10 to 24.99. */}
            <button type="button" aria-describedby={`${id}-${index}`} onClick={() => onChoose(band.min === 0 ? '' : String(band.min), band.max === null ? '' : (band.max - 0.01).toFixed(2))}>
              {text.priceBand(band.min, band.max)}
              <FacetCount id={`${id}-${index}`} count={band.count} />
            </button>
          </li>
        ))}
      </ul>
    </Group>
  );
}
