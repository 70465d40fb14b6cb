import { apiClient } from '@shop/shared';

// A whole catalogue can take longer than the usual 10 s to stream.
const EXPORT_TIMEOUT_MS = 120_000;

/**
 * Downloads the caller's products as CSV (a seller: their own; an admin: every product) and hands the file to the
 * browser as a download named by the server.
 */
export async function downloadProductsCsv(): Promise<void> {
  const response = await apiClient.get<Blob>('/products/export', { responseType: 'blob', timeout: EXPORT_TIMEOUT_MS });
  const disposition = String(response.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'products.csv';
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
