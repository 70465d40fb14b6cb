import { apiErrorText, Button, ConfirmDialog, MutedText, showNotice, useStaffSummaryStore, type Product } from '@shop/shared';
import { type ReactNode, useCallback, useId, useState } from 'react';
import styled from 'styled-components';
import { type BulkChange, bulkChangeProducts, type BulkResult } from '../api/bulk-change-products';
import { deleteProduct } from '../api/delete-product';
import { usePagedList } from '../hooks/use-paged-list';
import { useSearchText } from '../hooks/use-search-text';
import { STAFF_TEXT } from '../staff-text';
import type { PageLoader } from '../types';
import { BulkEditBar } from './bulk-edit-bar';
import { BulkSkipped } from './bulk-skipped';
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
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  > p { flex-basis: 100%; text-align: right; margin: 0; font-size: ${({ theme }) => theme.font.size.sm}; }
`;

const PAGE_SIZE = 20;
const T = STAFF_TEXT.products;
const B = STAFF_TEXT.bulk;

type Open = { kind: 'add' } | { kind: 'edit' | 'view' | 'delete'; product: Product } | null;

export interface ProductManagementProps {
  loadPage: PageLoader<Product>;
  /** Sellers add products; for admins the button is shown disabled. */
  canAdd: boolean;
  showSeller?: boolean;
  /** The list's narrowing besides the search text, for a bulk change of every matching product (the seller's low-stock view). */
  bulkFilter?: { lowStock?: boolean };
  /** More buttons beside Add Product and Export CSV (the seller's Import CSV), told how to refresh the list. */
  extraActions?: (afterChange: () => void) => ReactNode;
}

/** Product management: search, paged table with stock status, Add/Edit form, View and a confirmed soft delete. */
export function ProductManagement({ loadPage, canAdd, showSeller = false, bulkFilter, extraActions }: ProductManagementProps) {
  const hintId = useId();
  const search = useSearchText();
  const { query } = search;
  const load = useCallback((page: number) => loadPage(page, PAGE_SIZE, query || undefined), [loadPage, query]);
  const list = usePagedList(load);
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const bulk = useBulkChoice(list.data?.content ?? [], list.data?.totalElements ?? 0, [query, bulkFilter?.lowStock]);

  const afterChange = () => {
    list.reload();
    void useStaffSummaryStore.getState().refresh();
  };

  const applyBulk = async (change: BulkChange) => {
    const selection = bulk.allMatching ? { filter: { ...(query ? { q: query } : {}), ...bulkFilter } } : { ids: [...bulk.chosen] };
    bulk.setBusy(true);
    try {
      const result = await bulkChangeProducts(selection, change);
      showNotice(B.done(result.changed, result.unchanged, result.skipped.length), 'success');
      bulk.finished(result);
      afterChange();
    } catch (error) {
      showNotice(apiErrorText(error, B.failed), 'error');
      bulk.setBusy(false);
    }
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
          {extraActions?.(afterChange)}
          {!canAdd && <MutedText id={hintId}>{T.addDisabledHint}</MutedText>}
        </AddArea>
      </Toolbar>
      <BulkEditBar
        chosenCount={bulk.allMatching ? bulk.total : bulk.chosen.size}
        allMatching={bulk.allMatching}
        pageFullyChosen={bulk.pageFullyChosen}
        moreThanPage={bulk.total > bulk.selectable.length}
        total={bulk.total}
        onTogglePage={bulk.togglePage}
        onChooseAllMatching={bulk.chooseAllMatching}
        onClear={bulk.clear}
        onApply={(change, description) => bulk.setPending({ change, description })}
      />
      {bulk.result && bulk.result.skipped.length > 0 && <BulkSkipped skipped={bulk.result.skipped} />}
      <PagedListState list={list} empty={T.empty} error={T.loadFailed} pagerLabel={`${T.caption} pages`}>
        <ProductsTable
          isChosen={(product) => bulk.allMatching || bulk.chosen.has(product.id)}
          onChoose={bulk.toggle}
          products={list.data?.content ?? []}
          showSeller={showSeller}
          onView={(product) => setOpen({ kind: 'view', product })}
          onEdit={(product) => setOpen({ kind: 'edit', product })}
          onDelete={(product) => setOpen({ kind: 'delete', product })}
        />
      </PagedListState>
      {bulk.pending && (
        <ConfirmDialog
          title={'delete' in bulk.pending.change ? B.confirmDeleteTitle : B.confirmTitle}
          confirmLabel={B.apply}
          danger={'delete' in bulk.pending.change}
          busy={bulk.busy}
          onConfirm={() => void applyBulk(bulk.pending!.change)}
          onClose={() => bulk.setPending(null)}
        >
          <p>{B.confirmBody(bulk.pending.description, bulk.allMatching ? bulk.total : bulk.chosen.size)}</p>
        </ConfirmDialog>
      )}
      {open?.kind === 'add' && <ProductFormDialog onSaved={onSaved} onClose={close} />}
      {open?.kind === 'edit' && <ProductFormDialog product={open.product} onSaved={onSaved} onClose={close} />}
      {open?.kind === 'view' && <ProductDetailsDialog product={open.product} onClose={close} />}
      {open?.kind === 'delete' && (
        <DeleteProductDialog product={open.product} onConfirm={() => onDelete(open.product)} onClose={close} />
      )}
    </>
  );
}

/** The rows chosen one by one (kept across pages), or every product matching the list: under one search and filter. */
interface Choice {
  key: string;
  chosen: ReadonlySet<number>;
  allMatching: boolean;
}

/**
 * Which products a bulk change is for. A choice belongs to the list's search and filter (`scope`): when they change,
 * it starts over.
 */
function useBulkChoice(rows: Product[], total: number, scope: unknown[]) {
  const key = JSON.stringify(scope);
  const empty = (): Choice => ({ key, chosen: new Set(), allMatching: false });
  const [stored, setStored] = useState<Choice>(empty);
  const choice = stored.key === key ? stored : empty();
  const [pending, setPending] = useState<{ change: BulkChange; description: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<BulkResult | null>(null);
  const selectable = rows.filter((row) => !row.deleted);
  /** Changes the chosen ids of the current scope (a choice of another scope counts as none). */
  const choose = (change: (next: Set<number>) => void) =>
    setStored((previous) => {
      const next = new Set(previous.key === key ? previous.chosen : []);
      change(next);
      return { key, chosen: next, allMatching: false };
    });
  const clear = () => setStored(empty());
  return {
    chosen: choice.chosen,
    allMatching: choice.allMatching,
    total,
    selectable,
    pageFullyChosen: selectable.length > 0 && selectable.every((row) => choice.chosen.has(row.id)),
    pending,
    busy,
    result,
    setPending,
    setBusy,
    clear,
    chooseAllMatching: () => setStored({ key, chosen: new Set(selectable.map((row) => row.id)), allMatching: true }),
    toggle: (product: Product, on: boolean) => choose((next) => (on ? next.add(product.id) : next.delete(product.id))),
    togglePage: (on: boolean) => choose((next) => selectable.forEach((row) => (on ? next.add(row.id) : next.delete(row.id)))),
    finished: (outcome: BulkResult) => {
      setResult(outcome);
      setPending(null);
      setBusy(false);
      clear();
    },
  };
}
