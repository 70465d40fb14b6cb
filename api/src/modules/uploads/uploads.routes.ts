import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { makeVariants } from '../../lib/image-variants';
import { errorResponses, httpError } from '../../plugins/errors';
import { detectImageType, isStoredImageName, newImageName } from './image-files';
import { readOrMakeVariant } from './variant-on-demand';
import { sanitizeImage } from './sanitize-image';
import { createUploadStore } from './upload-store';
import { recordStoredSize, releaseUpload, reserveUpload } from './upload-quota';
import {
  FILE_REQUIRED,
  ImageBytes,
  ImageParams,
  MAX_IMAGE_BYTES,
  ONLY_IMAGES,
  TOO_LARGE,
  UploadAnswer,
  WRONG_PRESET,
} from './uploads.schemas';

const tags = ['uploads'];
const IMMUTABLE = 'public, max-age=31536000, immutable';

interface UploadForm {
  image: Buffer | undefined;
  preset: string | undefined;
}

/** Reads the multipart form: the `file` part into memory (bounded by the size limit) and the `upload_preset` field. */
async function readForm(request: FastifyRequest): Promise<UploadForm> {
  const form: UploadForm = { image: undefined, preset: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'upload_preset' && !part.valueTruncated) form.preset = String(part.value);
      } else if (part.fieldname === 'file' && form.image === undefined) {
        form.image = await part.toBuffer();
      } else {
        // Parts we do not use must still be drained, or the form never ends.
        part.file.resume();
      }
    }
  } catch (error) {
    const status = (error as { statusCode?: number }).statusCode;
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw httpError(413, TOO_LARGE, TOO_LARGE);
    if (status === 413) throw httpError(413, 'Too many form fields or files.', 'Send one file and the upload_preset field.');
    // Malformed multipart (no boundary, cut short…) is the client's input, never a server error.
    throw httpError(400, 'The upload could not be read.', 'Send multipart/form-data with the fields file and upload_preset.');
  }
  return form;
}

/** If-None-Match names this ETag (or is `*`). */
function ifNoneMatch(header: string | undefined, etag: string): boolean {
  return header !== undefined && header.split(',').some((tag) => ['*', etag, `W/${etag}`].includes(tag.trim()));
}

/**
 * The image's URL: on the configured public origin (PUBLIC_URL), else a same-site path. Never built from the request's
 * Host header, which the client chooses (a forged one put an image URL on another site into the product form).
 */
function imageUrl(publicOrigin: string | undefined, name: string): string {
  return `${publicOrigin ?? ''}/api/uploads/${name}`;
}

/** Product images: kept by the upload store (PostgreSQL or DATA_DIR/uploads), answered like the hosted image provider ({secure_url}). */
export const uploadsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const store = createUploadStore(app);
  const quota = { dailyCount: app.config.uploadDailyCount, dailyBytes: app.config.uploadDailyBytes, totalMaxBytes: app.config.uploadTotalMaxBytes };
  // Registered here only: no other route accepts multipart bodies.
  await app.register(multipart, {
    limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5, fieldSize: 1024, parts: 6, headerPairs: 50 },
  });

  app.post(
    '/uploads',
    {
      preHandler: app.requireRole('SELLER', 'ADMIN'),
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'Upload a product image (sellers and admins)',
        description: `multipart/form-data with \`file\` (PNG, JPEG, WebP or GIF, at most 5 MB and 40 megapixels) and \`upload_preset\` (as GET /api/config answers). The image is decoded and stored re-encoded without metadata, with sizes for srcset (\`<name>-<160|320|640>.<avif|webp>\`); per-uploader daily quota (429) and a total storage cap (507).`,
        consumes: ['multipart/form-data'],
        response: { 201: UploadAnswer, ...errorResponses(400, 401, 403, 413, 415, 429, 507) },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        throw httpError(400, FILE_REQUIRED, 'Send multipart/form-data with the fields file and upload_preset.');
      }
      const { image, preset } = await readForm(request);
      if (preset !== app.config.uploadPreset) {
        throw httpError(400, WRONG_PRESET, 'upload_preset must be the preset GET /api/config answers.', { upload_preset: WRONG_PRESET });
      }
      if (!image || image.length === 0) throw httpError(400, FILE_REQUIRED, FILE_REQUIRED, { file: FILE_REQUIRED });
      const type = detectImageType(image);
      if (!type) throw httpError(400, ONLY_IMAGES, ONLY_IMAGES, { file: ONLY_IMAGES });
      const name = newImageName(type);
      // Reserved before the decode, at the size received: an uploader over quota costs no decoding or resizing.
      const refusal = await reserveUpload(app.db, app.dialect, { userId: request.user.userId, name, bytes: image.length }, quota);
      if (refusal) {
        if (refusal.retryAfterSeconds) reply.header('Retry-After', String(refusal.retryAfterSeconds));
        throw httpError(refusal.status, refusal.text, refusal.text);
      }
      let clean;
      try {
        clean = await sanitizeImage(image, type);
        // Its sizes for the storefront's srcset, made once now. The quota counts what was uploaded: the sizes are
        // derived, a few small files bounded by their widths.
        const variants = await makeVariants(name, clean.bytes);
        await recordStoredSize(app.db, name, clean.bytes.length);
        await store.save(name, clean.bytes, type.contentType);
        for (const variant of variants) await store.save(variant.name, variant.bytes, variant.contentType);
      } catch (error) {
        // Unreadable, too many pixels, or not written: the reservation is given back.
        await releaseUpload(app.db, name);
        throw error;
      }
      request.log.info({ name, received: image.length, stored: clean.bytes.length, userId: request.user.userId }, 'image uploaded');
      return reply.status(201).send({ secure_url: imageUrl(app.config.publicUrl, name) });
    },
  );

  app.get(
    '/uploads/:name',
    {
      schema: {
        tags,
        summary: 'An uploaded image (immutable: names are never reused)',
        params: ImageParams,
        response: { 200: ImageBytes, 304: Type.Null({ description: 'Not modified: the ETag sent in If-None-Match is current' }), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const name = request.params.name;
      const found = isStoredImageName(name) ? await readOrMakeVariant(store, name, request.log) : null;
      if (!found) throw httpError(404, 'Image not found.', 'No image with this name.');
      // A name is never reused, so it is a strong validator of the bytes.
      const etag = `"${name}"`;
      reply.header('ETag', etag).header('Cache-Control', IMMUTABLE).header('Last-Modified', new Date(found.createdAt).toUTCString());
      if (ifNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send(null);
      return reply
        .header('Content-Type', found.contentType)
        .header('X-Content-Type-Options', 'nosniff')
        // Public images may be shown by a front end served from another origin (ALLOWED_ORIGINS deployments).
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(found.bytes);
    },
  );
};
