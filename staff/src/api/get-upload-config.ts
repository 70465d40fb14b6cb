import { apiClient } from '@shop/shared';

/** Where product images are uploaded: this server's /api/uploads or a hosted image provider. */
export interface UploadConfig {
  imageUploadUrl: string;
  uploadPreset: string;
}

export async function getUploadConfig(): Promise<UploadConfig> {
  const { data } = await apiClient.get<UploadConfig>('/config');
  return data;
}
