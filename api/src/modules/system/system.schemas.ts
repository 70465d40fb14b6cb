import { Type } from 'typebox';

export const HealthSchema = Type.Object({ status: Type.Literal('ok') });
export const ReadySchema = Type.Object({ status: Type.Literal('ready') });
export const ClientConfigSchema = Type.Object({
  imageUploadUrl: Type.String({ description: 'Where the browser posts images (multipart: file, upload_preset).' }),
  uploadPreset: Type.String(),
});
