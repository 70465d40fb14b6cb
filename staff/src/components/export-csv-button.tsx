import { Button, showNotice } from '@shop/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { type CsvExport, downloadCsv } from '../api/download-csv';
import { STAFF_TEXT } from '../staff-text';

const T = STAFF_TEXT.exportCsv;

/** Export CSV: downloads the caller's rows of `path` (a seller's own, an admin's all); says so when it fails. */
export function ExportCsvButton({ path }: { path: CsvExport }) {
  const [busy, setBusy] = useState(false);
  const onExport = async () => {
    setBusy(true);
    try {
      await downloadCsv(path);
    } catch {
      showNotice(T.failed, 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button type="button" $variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && void onExport()}>
      {busy ? T.busy : T.label}
    </Button>
  );
}

/** Puts an Export CSV button at the right, above a list. */
export const ExportBar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: ${({ theme }) => theme.space.sm};
`;
