import { REQUEST_TIMEOUT_MS, useSessionStore } from '@shop/shared';
import axios from 'axios';
import { getUploadConfig } from './get-upload-config';

/** Uploads an image as the image host expects (multipart file + upload_preset); answers its secure_url. */
export async function uploadImage(file: File, onProgress: (percent: number) => void): Promise<string> {
  const { imageUploadUrl, uploadPreset } = await getUploadConfig();
  const form = new FormData();
  form.append('file', file);
  form.append('upload_preset', uploadPreset);
  const target = new URL(imageUploadUrl, window.location.href);
  const token = useSessionStore.getState().token;
  // Only our own server gets the bearer token; a hosted provider authorises by preset.
  const headers = target.origin === window.location.origin && token ? { Authorization: `Bearer ${token}` } : {};
  const { data } = await axios.post<{ secure_url: string }>(target.href, form, {
    headers,
    // Uploads of large images take longer than a JSON call.
    timeout: REQUEST_TIMEOUT_MS * 6,
    onUploadProgress: (event) => {
      if (event.total) onProgress(Math.round((event.loaded / event.total) * 100));
    },
  });
  if (!data?.secure_url) throw new Error('The upload answer had no secure_url');
  return data.secure_url;
}
