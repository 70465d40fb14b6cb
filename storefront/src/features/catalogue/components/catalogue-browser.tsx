import { useEffect, useMemo, useRef } from 'react';
import styled from 'styled-components';
import { MutedText, SEARCH_PAGE_SIZE, VisuallyHidden } from '@shop/shared';
import { Pager } from '../../../components/pager';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { isSendableSearch, useCatalogueParams } from '../hooks/use-catalogue-params';
import { useCategories } from '../hooks/use-categories';
import { useProductSearch } from '../hooks/use-product-search';
import { CatalogueControls } from './catalogue-controls';
import { PriceBands } from './price-bands';
import { RatingSteps } from './rating-steps';
import { CategoryList } from './category-list';
import { FilterChips, type RemovableFilter } from './filter-chips';
import { ProductGrid } from './product-grid';
import { DidYouMean } from './did-you-mean';
import { SearchBox } from './search-box';

const text = STOREFRONT_TEXT.catalogue;

// Results keep a minimum height so loading and empty states do not make the footer jump.
const Results = styled.section`
  min-height: 420px;
`;

const StatusLine = styled.p`
  min-height: 1.5em;
  margin: 0 0 ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.mutedText};
`;

/** /products (and a seller's page, with `sellerId`): search box, categories, sort and filters, chips, the result count, one page of results and Prev/Next. */
export function CatalogueBrowser({ sellerId }: { sellerId?: number } = {}) {
  const [params, update] = useCatalogueParams();
  const categories = useCategories();
  const q = isSendableSearch(params.q) ? params.q.trim() : '';
  const resultsTitle = useRef<HTMLHeadingElement>(null);
  const resultsSection = useRef<HTMLElement>(null);
  const { loading, result, answered } = useProductSearch({
    q,
    category: params.category,
    sort: params.sort,
    minPrice: params.minPrice,
    maxPrice: params.maxPrice,
    inStock: params.inStock,
    minRating: params.minRating,
    page: params.page - 1,
    size: SEARCH_PAGE_SIZE,
    sellerId,
    // The shop's catalogue shows counts beside its filters; a seller's page keeps to its plain list.
    facets: sellerId === undefined,
  });
  const facets = result?.facets;
  const categoryCounts = useMemo(() => (facets ? new Map(facets.categories.map(({ name, count }) => [name, count])) : undefined), [facets]);
  const products = result?.content ?? [];
  const totalPages = result?.totalPages ?? 0;
  // The pager names the page whose products are on screen; the new number shows once they arrive.
  const shownPage = answered?.page !== undefined ? answered.page + 1 : params.page;

  // A page past the last (an old link, ?page=99) becomes the last page, and the address says so.
  const pastTheEnd = !loading && result !== null && answered !== null && (answered.page ?? 0) + 1 > Math.max(result.totalPages, 1);
  const lastPage = Math.max(result?.totalPages ?? 1, 1);
  useEffect(() => {
    if (pastTheEnd) update({ page: lastPage }, { replace: true });
  }, [pastTheEnd, lastPage, update]);

  // Prev/Next: start reading the new page at its top, with focus there (the pager is disabled while it loads).
  const goToPage = (page: number) => {
    update({ page });
    resultsSection.current?.scrollIntoView?.({ block: 'start' });
    resultsTitle.current?.focus({ preventScroll: true });
  };

  const removeFilter = (filter: RemovableFilter) =>
    update(filter === 'price' ? { minPrice: '', maxPrice: '' } : filter === 'inStock' ? { inStock: false } : filter === 'minRating' ? { minRating: 0 } : { [filter]: '' });

  return (
    <>
      <SearchBox
        value={params.q}
        onSearch={(next, refine) => update({ q: next }, { replace: refine })}
        // A seller's page searches their products only: the shop-wide suggestions are left out there.
        {...(sellerId === undefined ? { onChooseCategory: (category: string) => update({ category, q: '' }) } : {})}
      />
      <CategoryList categories={categories} selected={params.category} onSelect={(category) => update({ category })} counts={categoryCounts} />
      <CatalogueControls params={params} onChange={update} facets={facets} />
      <FilterChips
        q={q}
        category={params.category}
        minPrice={params.minPrice}
        maxPrice={params.maxPrice}
        inStock={params.inStock}
        minRating={params.minRating}
        onRemove={removeFilter}
      />
      <Results ref={resultsSection} aria-labelledby="results-title" aria-busy={loading}>
        <VisuallyHidden as="h2" id="results-title" ref={resultsTitle} tabIndex={-1}>
          {text.results}
        </VisuallyHidden>
        <StatusLine role="status">
          {loading ? STOREFRONT_TEXT.loading : result ? text.resultCount(result.totalElements, result.totalCapped) : ''}
        </StatusLine>
        {/* Under the count, not among the controls above: they arrive with the first answer, as do the products under
            them, so nothing already on screen moves (among the controls they pushed the results down: layout shift). */}
        {facets && <PriceBands bands={facets.price} onChoose={(minPrice, maxPrice) => update({ minPrice, maxPrice })} />}
        {facets && <RatingSteps steps={facets.rating} chosen={params.minRating} onChoose={(minRating) => update({ minRating })} />}
        {!loading && result && products.length === 0 && !pastTheEnd ? (
          <>
            <MutedText>{text.empty}</MutedText>
            {result.didYouMean && <DidYouMean suggestion={result.didYouMean} onChoose={() => update({ q: result.didYouMean ?? '' })} />}
          </>
        ) : (
          <ProductGrid products={products} label={text.results} first />
        )}
      </Results>
      {totalPages > 0 && (
        <Pager page={shownPage} totalPages={totalPages} totalCapped={result?.totalCapped ?? false} disabled={loading} onChange={goToPage} />
      )}
    </>
  );
}
