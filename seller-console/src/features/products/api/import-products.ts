import { apiClient, type ImportJob, type ImportPlan } from '@shop/shared';

// A file of 10,000 lines is read and checked at once: longer than the usual 10 s may be needed.
const FILE_TIMEOUT_MS = 120_000;
const asCsv = { headers: { 'Content-Type': 'text/csv' }, timeout: FILE_TIMEOUT_MS };

/** What importing the file would do, line by line (nothing is written). */
export async function planImport(csv: string): Promise<ImportPlan> {
  const { data } = await apiClient.post<ImportPlan>('/products/import', csv, { ...asCsv, params: { dryRun: true } });
  return data;
}

/** Starts importing the file; answers the job to follow. */
export async function startImport(csv: string): Promise<number> {
  const { data } = await apiClient.post<{ jobId: number }>('/products/import', csv, asCsv);
  return data.jobId;
}

export async function getImportJob(jobId: number): Promise<ImportJob> {
  const { data } = await apiClient.get<ImportJob>(`/products/import/jobs/${jobId}`);
  return data;
}

/** The seller's newest import, or null before the first. */
export async function getLatestImportJob(): Promise<ImportJob | null> {
  const { data } = await apiClient.get<ImportJob>('/products/import/jobs/latest', { validateStatus: (status) => status === 200 || status === 404 });
  return 'id' in data ? data : null;
}
