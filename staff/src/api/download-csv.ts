import { apiClient } from '@shop/shared';

// A whole catalogue can take longer than the usual 10 s to stream.
const EXPORT_TIMEOUT_MS = 120_000;

/** The CSV exports the staff may download (a seller: their own rows; an admin: every row). */
export type CsvExport = '/products/export' | '/orders/export' | '/money/items/export' | '/money/statements/export';

/** Downloads one export and hands the file to the browser as a download named by the server. */
export async function downloadCsv(path: CsvExport): Promise<void> {
  const response = await apiClient.get<Blob>(path, { responseType: 'blob', timeout: EXPORT_TIMEOUT_MS });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once click() returns; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
