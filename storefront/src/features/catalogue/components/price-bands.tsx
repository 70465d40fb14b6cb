import { useId } from 'react';
import type { ProductSearchPage } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { FacetCount } from './facet-count';
import { FacetGroup, FacetTitle } from './facet-group';

const text = STOREFRONT_TEXT.catalogue;
type Band = NonNullable<ProductSearchPage['facets']>['price'][number];

/** The price bands the results fall in, with their counts; choosing one sets the price range to it. */
export function PriceBands({ bands, onChoose }: { bands: Band[]; onChoose: (minPrice: string, maxPrice: string) => void }) {
  const id = useId();
  const shown = bands.filter((band) => band.count > 0);
  if (shown.length === 0) return null;
  return (
    <FacetGroup role="group" aria-labelledby={`${id}-title`}>
      <FacetTitle id={`${id}-title`}>{text.priceBands}</FacetTitle>
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
    </FacetGroup>
  );
}
