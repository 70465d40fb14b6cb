import type { FastifyBaseLogger } from 'fastify';
import { makeVariants, parseVariantName } from '../../lib/image-variants';
import { ORIGINAL_EXTENSIONS } from './image-files';
import type { StoredUpload, UploadStore } from './upload-store';

// One making per picture at a time, however many of its sizes are asked for at once.
const making = new Map<string, Promise<void>>();

async function makeMissingVariants(store: UploadStore, base: string, log: FastifyBaseLogger): Promise<void> {
  for (const extension of ORIGINAL_EXTENSIONS) {
    const original = await store.read(`${base}.${extension}`);
    if (!original) continue;
    const variants = await makeVariants(`${base}.${extension}`, original.bytes).catch((error: Error) => {
      log.warn({ err: error, name: `${base}.${extension}` }, 'image sizes cannot be made: the sizes stay missing');
      return [];
    });
    for (const variant of variants) {
      // Another process may have made the same size meanwhile: names never change content, so its copy is as good.
      await store.save(variant.name, variant.bytes, variant.contentType).catch((error: Error) => log.debug({ err: error, name: variant.name }, 'size already stored'));
    }
    log.info({ name: `${base}.${extension}` }, 'image sizes made for a picture stored without them');
    return;
  }
}

/**
 * The stored upload, or for a size of a picture stored before sizes were made when storing (or a demo picture drawn
 * without them), all its sizes made now, once, and that one answered. Null when there is no such picture.
 */
export async function readOrMakeVariant(store: UploadStore, name: string, log: FastifyBaseLogger): Promise<StoredUpload | null> {
  const size = parseVariantName(name);
  // A size being made right now is read once it is whole.
  if (size) await making.get(size.base);
  const stored = await store.read(name);
  const variant = stored ? null : size;
  if (!variant) return stored;
  let job = making.get(variant.base);
  if (!job) {
    job = makeMissingVariants(store, variant.base, log).finally(() => making.delete(variant.base));
    making.set(variant.base, job);
  }
  await job;
  return store.read(name);
}
