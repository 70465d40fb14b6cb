import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, FieldError, VisuallyHidden, type ProductSearchPage } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { CATALOGUE_SORTS, type CatalogueSort } from '../catalogue-sorts';
import { type CatalogueParams, isPriceBound } from '../hooks/use-catalogue-params';
import { FacetCount } from './facet-count';

const text = STOREFRONT_TEXT.catalogue;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md};
  margin-top: ${({ theme }) => theme.space.sm};
  label { display: block; font-weight: 600; font-size: ${({ theme }) => theme.font.size.sm}; }
  select, input[type='text'] {
    font: inherit;
    min-height: 40px;
    padding: 0 ${({ theme }) => theme.space.sm};
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
  }
  input[type='text'] { width: 6.5em; }
`;

// A fieldset keeps its content's width unless told otherwise (min-width: 0), which would push a phone's page sideways.
const PriceForm = styled.form`
  fieldset { border: 0; padding: 0; margin: 0; min-width: 0; display: flex; flex-wrap: wrap; align-items: flex-end; gap: ${({ theme }) => theme.space.sm}; }
`;

const Check = styled.label`
  display: flex !important;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 40px;
  input { width: 20px; height: 20px; margin: 0; }
`;

export interface CatalogueControlsProps {
  params: CatalogueParams;
  onChange: (changes: Partial<CatalogueParams>) => void;
  /** The search's counts beside each filter, when known. */
  facets?: ProductSearchPage['facets'];
}

/** Sort order, price range and "in stock only": each change is a new history entry (Back undoes it). */
export function CatalogueControls({ params, onChange, facets }: CatalogueControlsProps) {
  const id = useId();
  const [min, setMin] = useState(params.minPrice);
  const [max, setMax] = useState(params.maxPrice);
  const [shown, setShown] = useState({ min: params.minPrice, max: params.maxPrice });
  const [error, setError] = useState('');

  // Back/forward or a removed chip changed the range: show that one.
  if (shown.min !== params.minPrice || shown.max !== params.maxPrice) {
    setShown({ min: params.minPrice, max: params.maxPrice });
    setMin(params.minPrice);
    setMax(params.maxPrice);
    setError('');
  }

  const applyPrice = (event: FormEvent) => {
    event.preventDefault();
    const [minPrice, maxPrice] = [min.trim(), max.trim()];
    if (!isPriceBound(minPrice) || !isPriceBound(maxPrice)) return setError(text.priceInvalid);
    if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) return setError(text.priceOrder);
    setError('');
    if (minPrice !== params.minPrice || maxPrice !== params.maxPrice) onChange({ minPrice, maxPrice });
  };

  return (
    <Bar>
      <div>
        <label htmlFor={`${id}-sort`}>{text.sortLabel}</label>
        <select id={`${id}-sort`} value={params.sort} onChange={(event) => onChange({ sort: event.target.value as CatalogueSort })}>
          {CATALOGUE_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {text.sorts[sort]}
            </option>
          ))}
        </select>
      </div>
      <PriceForm onSubmit={applyPrice} noValidate>
        <fieldset aria-describedby={error ? `${id}-price-error` : undefined}>
          <VisuallyHidden as="legend">{text.priceRange}</VisuallyHidden>
          <div>
            <label htmlFor={`${id}-min`}>{text.minPrice}</label>
            <input id={`${id}-min`} type="text" inputMode="decimal" value={min} aria-invalid={Boolean(error)} onChange={(event) => setMin(event.target.value)} />
          </div>
          <div>
            <label htmlFor={`${id}-max`}>{text.maxPrice}</label>
            <input id={`${id}-max`} type="text" inputMode="decimal" value={max} aria-invalid={Boolean(error)} onChange={(event) => setMax(event.target.value)} />
          </div>
          <Button type="submit" $variant="secondary">
            {text.applyPrice}
          </Button>
        </fieldset>
        {error && <FieldError id={`${id}-price-error`} role="alert">{error}</FieldError>}
      </PriceForm>
      <Check>
        <input
          type="checkbox"
          checked={params.inStock}
          aria-describedby={facets ? `${id}-in-stock-count` : undefined}
          onChange={(event) => onChange({ inStock: event.target.checked })}
        />
        {text.inStockOnly}
        {facets && <FacetCount id={`${id}-in-stock-count`} count={facets.inStock} />}
      </Check>
    </Bar>
  );
}
