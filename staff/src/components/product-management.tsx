import { Button, MutedText, showNotice, useStaffSummaryStore, type Product } from '@shop/shared';
import { useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { deleteProduct } from '../api/delete-product';
import { usePagedList } from '../hooks/use-paged-list';
import { useSearchText } from '../hooks/use-search-text';
import { STAFF_TEXT } from '../staff-text';
import type { PageLoader } from '../types';
import { DeleteProductDialog } from './delete-product-dialog';
import { ExportCsvButton } from './export-csv-button';
import { PagedListState } from './list-state';
import { ProductDetailsDialog } from './product-details-dialog';
import { ProductFormDialog } from './product-form';
import { ProductsTable } from './products-table';
import { SearchField } from './search-field';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.sm};
  > div:first-child { flex: 1 1 260px; max-width: 420px; }
`;

const AddArea = styled.div`
  margin-bottom: ${({ theme }) => theme.space.md};
  text-align: right;
  > button + button { margin-left: ${({ theme }) => theme.space.sm}; }
  p { margin: ${({ theme }) => theme.space.xs} 0 0; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const PAGE_SIZE = 20;
const T = STAFF_TEXT.products;

type Open = { kind: 'add' } | { kind: 'edit' | 'view' | 'delete'; product: Product } | null;

export interface ProductManagementProps {
  loadPage: PageLoader<Product>;
  /** Sellers add products; for admins the button is shown disabled. */
  canAdd: boolean;
  showSeller?: boolean;
}

/** Product management: search, paged table with stock status, Add/Edit form, View and a confirmed soft delete. */
export function ProductManagement({ loadPage, canAdd, showSeller = false }: ProductManagementProps) {
  const hintId = useId();
  const search = useSearchText();
  const { query } = search;
  const load = useCallback((page: number) => loadPage(page, PAGE_SIZE, query || undefined), [loadPage, query]);
  const list = usePagedList(load);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  const afterChange = () => {
    list.reload();
    void useStaffSummaryStore.getState().refresh();
  };

  const onSaved = () => {
    close();
    showNotice(T.saved, 'success');
    afterChange();
  };

  const onDelete = async (product: Product) => {
    try {
      await deleteProduct(product.id);
      showNotice(T.deleted, 'success');
      afterChange();
    } catch (error) {
      // PRODUCT.md §8: delete failures are only logged.
      console.error('Deleting the product failed', error);
    }
    close();
  };

  return (
    <>
      <Toolbar>
        <SearchField search={search} label={STAFF_TEXT.search.label} hint={STAFF_TEXT.search.hint} />
        <AddArea>
          <Button type="button" disabled={!canAdd} aria-describedby={canAdd ? undefined : hintId} onClick={() => setOpen({ kind: 'add' })}>
            {T.add}
          </Button>
          <ExportCsvButton path="/products/export" />
          {!canAdd && <MutedText id={hintId}>{T.addDisabledHint}</MutedText>}
        </AddArea>
      </Toolbar>
      <PagedListState list={list} empty={T.empty} error={T.loadFailed} pagerLabel={`${T.caption} pages`}>
        <ProductsTable
          products={list.data?.content ?? []}
          showSeller={showSeller}
          onView={(product) => setOpen({ kind: 'view', product })}
          onEdit={(product) => setOpen({ kind: 'edit', product })}
          onDelete={(product) => setOpen({ kind: 'delete', product })}
        />
      </PagedListState>
      {open?.kind === 'add' && <ProductFormDialog onSaved={onSaved} onClose={close} />}
      {open?.kind === 'edit' && <ProductFormDialog product={open.product} onSaved={onSaved} onClose={close} />}
      {open?.kind === 'view' && <ProductDetailsDialog product={open.product} onClose={close} />}
      {open?.kind === 'delete' && (
        <DeleteProductDialog product={open.product} onConfirm={() => onDelete(open.product)} onClose={close} />
      )}
    </>
  );
}
