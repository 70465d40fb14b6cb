import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { apiErrorText, Button, Card, type Commission, showNotice, TextField, useQuery } from '@shop/shared';
import { QueryView, RowActions, StaffTable } from '@shop/staff';
import { ADMIN_TEXT } from '../../../admin-text';
import { findSeller, getCommission, removeSellerRate, setMarketplaceRate, setSellerRate } from '../api/payouts-api';
import { InlineForm as Row } from './inline-form';

const T = ADMIN_TEXT.payouts;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

const Section = styled(Card)`
  margin-bottom: ${({ theme }) => theme.space.lg};
  h2 { margin-top: 0; }
  h3 { margin-bottom: ${({ theme }) => theme.space.sm}; }
`;

/** A typed percentage (0 to 100, at most 2 decimals), or why not. */
function percentOf(text: string): number | string {
  const trimmed = text.trim();
  if (!PERCENT.test(trimmed) || Number(trimmed) > 100) return T.rateInvalid;
  return Number(trimmed);
}

/** The marketplace's commission rate and the sellers who pay their own; changes apply to new orders only. */
export function CommissionSettings() {
  const { state, reload } = useQuery('admin:commission', getCommission);
  const [current, setCurrent] = useState<Commission | null>(null);
  const commission = current ?? (state.status === 'ready' ? state.data : null);
  const [rate, setRate] = useState<string | null>(null);
  const [rateError, setRateError] = useState<string>();
  const [seller, setSeller] = useState('');
  const [sellerRate, setSellerRateText] = useState('');
  const [sellerErrors, setSellerErrors] = useState<{ seller?: string; rate?: string }>({});
  const [busy, setBusy] = useState(false);

  const save = async (work: () => Promise<Commission>, done: string) => {
    setBusy(true);
    try {
      setCurrent(await work());
      showNotice(done, 'success');
      return true;
    } catch (error) {
      showNotice(apiErrorText(error, T.saveFailed), 'error');
      return false;
    } finally {
      setBusy(false);
    }
  };

  const saveMarketplace = async (event: FormEvent) => {
    event.preventDefault();
    const percent = percentOf(rate ?? String(commission?.rate ?? ''));
    if (typeof percent === 'string') return setRateError(percent);
    if (await save(() => setMarketplaceRate(percent), T.rateSaved)) setRate(null);
  };

  const saveSeller = async (event: FormEvent) => {
    event.preventDefault();
    const percent = percentOf(sellerRate);
    const errors = { seller: seller.trim() ? undefined : T.sellerRequired, rate: typeof percent === 'string' ? percent : undefined };
    setSellerErrors(errors);
    if (errors.seller || errors.rate || typeof percent === 'string') return;
    const found = await findSeller(seller.trim()).catch(() => undefined);
    if (!found) return setSellerErrors({ seller: T.noSuchSeller(seller.trim()) });
    if (await save(() => setSellerRate(found.id, percent), T.sellerRateSaved(found.username))) {
      setSeller('');
      setSellerRateText('');
    }
  };

  return (
    <Section aria-labelledby="commission-title">
      <h2 id="commission-title">{T.commissionTitle}</h2>
      {/* After a save the saved answer (`current`) is shown; it exists only once the first one loaded. */}
      <QueryView state={state} error={T.commissionFailed} onRetry={reload}>
        {() => commission && (
          <>
            <Row onSubmit={(event) => void saveMarketplace(event)} noValidate>
              <TextField
                label={T.marketplaceRate}
                inputMode="decimal"
                value={rate ?? String(commission.rate)}
                error={rateError}
                hint={T.rateHint}
                onChange={(event) => (setRate(event.target.value), setRateError(undefined))}
              />
              <Button type="submit" aria-disabled={busy || undefined}>
                {T.saveRate}
              </Button>
            </Row>
            <h3>{T.ownRates}</h3>
            {commission.sellers.length === 0 ? (
              <p>{T.noOwnRates}</p>
            ) : (
              <StaffTable
                label={T.ownRates}
                columns={[T.seller, T.rate, T.actions]}
                rows={commission.sellers}
                rowKey={(row) => row.sellerId}
                renderCells={(row) => (
                  <>
                    <th scope="row">{row.username}</th>
                    <td>{row.rate}%</td>
                    <td>
                      <RowActions>
                        <Button type="button" $variant="secondary" aria-label={T.removeLabel(row.username)} onClick={() => void save(() => removeSellerRate(row.sellerId), T.removed(row.username))}>
                          {T.remove}
                        </Button>
                      </RowActions>
                    </td>
                  </>
                )}
              />
            )}
            <Row onSubmit={(event) => void saveSeller(event)} noValidate aria-label={T.addOwnRate}>
              <TextField label={T.sellerUsername} value={seller} error={sellerErrors.seller} autoComplete="off" onChange={(event) => setSeller(event.target.value)} />
              <TextField label={T.sellerRate} inputMode="decimal" value={sellerRate} error={sellerErrors.rate} onChange={(event) => setSellerRateText(event.target.value)} />
              <Button type="submit" $variant="secondary" aria-disabled={busy || undefined}>
                {T.setOwnRate}
              </Button>
            </Row>
          </>
        )}
      </QueryView>
    </Section>
  );
}
