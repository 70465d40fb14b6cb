import { useId } from 'react';
import { VisuallyHidden, type ProductSearchPage } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { FacetCount } from './facet-count';
import { FacetGroup, FacetTitle } from './facet-group';

const text = STOREFRONT_TEXT.catalogue;
type Step = NonNullable<ProductSearchPage['facets']>['rating'][number];

/**
 * "4★ & up" … "1★ & up" with how many of the results each keeps (counted without the star filter itself); choosing
 * the chosen one again clears it. Steps that keep nothing are left out.
 */
export function RatingSteps({ steps, chosen, onChoose }: { steps: Step[]; chosen: number; onChoose: (minRating: number) => void }) {
  const id = useId();
  const shown = steps.filter((step) => step.count > 0 || step.atLeast === chosen);
  if (shown.length === 0) return null;
  return (
    <FacetGroup role="group" aria-labelledby={`${id}-title`}>
      <FacetTitle id={`${id}-title`}>{text.ratings}</FacetTitle>
      <ul>
        {shown.map((step) => (
          <li key={step.atLeast}>
            <button
              type="button"
              aria-pressed={step.atLeast === chosen}
              aria-describedby={`${id}-${step.atLeast}`}
              onClick={() => onChoose(step.atLeast === chosen ? 0 : step.atLeast)}
            >
              {/* Seen as "4★ & up", heard as "4 stars & up". */}
              {step.atLeast}
              <span aria-hidden="true">★</span>
              <VisuallyHidden> {text.starsWord}</VisuallyHidden> {text.andUp}
              <FacetCount id={`${id}-${step.atLeast}`} count={step.count} />
            </button>
          </li>
        ))}
      </ul>
    </FacetGroup>
  );
}
