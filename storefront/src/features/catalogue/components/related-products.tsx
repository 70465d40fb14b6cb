import { RELATED_PRODUCTS_COUNT } from '@shop/shared';
import * as STOREFRONT_TEXT from '../../../storefront-text';
import { useProductSearch } from '../hooks/use-product-search';
import { ProductGrid } from './product-grid';

const text = STOREFRONT_TEXT.product;

/** 'You might also like': up to 8 live products of the same category, without the current one. */
export function RelatedProducts({ productId, category }: { productId: number; category: string }) {
  const { result } = useProductSearch({ category, page: 0, size: RELATED_PRODUCTS_COUNT, excludeId: productId });
  const related = (result?.content ?? []).filter((product) => product.id !== productId).slice(0, RELATED_PRODUCTS_COUNT);
  if (related.length === 0) return null;
  return (
    <section aria-labelledby="related-title">
      <h2 id="related-title">{text.related}</h2>
      <ProductGrid products={related} label={text.related} />
    </section>
  );
}
