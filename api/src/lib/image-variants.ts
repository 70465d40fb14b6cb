import sharp from 'sharp';

/**
 * Every stored product picture is also kept at these widths in AVIF and WebP, made once when it is stored, so the
 * storefront's `srcset` lets each browser fetch a small modern file in the size it shows. The storefront's
 * ProductImage names the same widths and the name pattern below (`<name>-<width>.<format>`).
 */
export const VARIANT_WIDTHS = [160, 320, 640] as const;
export const VARIANT_FORMATS = ['avif', 'webp'] as const;
export type VariantFormat = (typeof VARIANT_FORMATS)[number];

export interface ImageVariant {
  name: string;
  bytes: Buffer;
  contentType: string;
}

const CONTENT_TYPES: Record<VariantFormat, string> = { avif: 'image/avif', webp: 'image/webp' };

/** `0123….png` at 320 px in AVIF -> `0123…-320.avif` (the original's base name, so the storefront can derive it). */
export function variantName(original: string, width: number, format: VariantFormat): string {
  return `${original.replace(/\.[a-z0-9]+$/i, '')}-${width}.${format}`;
}

/** Variant name -> its original's base name, width and format; null for any other name. */
export function parseVariantName(name: string): { base: string; width: number; format: VariantFormat } | null {
  const match = /^(.+)-(\d+)\.(avif|webp)$/.exec(name);
  if (!match || !VARIANT_WIDTHS.includes(Number(match[2]) as (typeof VARIANT_WIDTHS)[number])) return null;
  return { base: match[1]!, width: Number(match[2]), format: match[3] as VariantFormat };
}

/**
 * The picture at every variant width and format (never enlarged: a small picture keeps its own size under each
 * name). Animated pictures keep their first frame, as a card shows them.
 */
export async function makeVariants(original: string, bytes: Buffer): Promise<ImageVariant[]> {
  const source = sharp(bytes, { failOn: 'error' });
  const { width: own = 0 } = await source.metadata();
  // Widths at or above the picture's own share one encoding at its own size.
  const encodings = new Map<string, Promise<Buffer>>();
  const encode = (width: number, format: VariantFormat) => {
    const key = `${Math.min(width, own)}.${format}`;
    let job = encodings.get(key);
    if (!job) {
      const resized = source.clone().resize({ width, withoutEnlargement: true });
      job = (format === 'avif' ? resized.avif({ quality: 50, effort: 3 }) : resized.webp({ quality: 72 })).toBuffer();
      encodings.set(key, job);
    }
    return job;
  };
  const jobs = VARIANT_WIDTHS.flatMap((width) =>
    VARIANT_FORMATS.map(async (format) => ({ name: variantName(original, width, format), bytes: await encode(width, format), contentType: CONTENT_TYPES[format] })),
  );
  return Promise.all(jobs);
}
