import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeVariants, VARIANT_FORMATS, VARIANT_WIDTHS, variantName } from '../lib/image-variants';
import { encodePng } from './png';
import { type Sdf, type Shape, shapeFor, type Tone } from './shapes';
import type { DemoCategory } from './catalogue';

export const IMAGE_SIZE = 320;
/** Where the uploads module serves DATA_DIR/uploads from. */
export const UPLOADS_URL_PREFIX = '/api/uploads/';

type Rgb = [number, number, number];

function hex(colour: string): Rgb {
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

function mix(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t, a[2] + (b[2] - a[2]) * t];
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(Math.max((x - edge0) / (edge1 - edge0), 0), 1);
  return t * t * (3 - 2 * t);
}

// Bump when the drawing changes: uploads are served as immutable, so new pictures need new names.
const DRAWING_VERSION = 1;

/** A stable name per demo picture in the uploads module's own format (32 hex characters), so it serves it like any upload. */
export function demoImageName(category: DemoCategory, index: number): string {
  const digest = createHash('sha256').update(`shop-demo-image:v${DRAWING_VERSION}:${category.slug}:${index}`).digest('hex');
  return `${digest.slice(0, 32)}.png`;
}

export function demoImageUrl(category: DemoCategory, index: number): string {
  return `${UPLOADS_URL_PREFIX}${demoImageName(category, index)}`;
}

interface Placed {
  sdf: Sdf;
  colour: Rgb;
}

/** Paints `colour` over pixel `at` with opacity `alpha`. */
function blend(rgb: Uint8ClampedArray, at: number, colour: Rgb, alpha: number): void {
  rgb[at] = rgb[at]! + (colour[0] - rgb[at]!) * alpha;
  rgb[at + 1] = rgb[at + 1]! + (colour[1] - rgb[at + 1]!) * alpha;
  rgb[at + 2] = rgb[at + 2]! + (colour[2] - rgb[at + 2]!) * alpha;
}

const BLOCK = 8;
const backgrounds = new Map<string, Uint8ClampedArray>();

/** The category's gradient with a soft light behind the shape; shared by all its pictures. */
function backgroundFor(category: DemoCategory, size: number): Uint8ClampedArray {
  const key = `${category.slug}:${size}`;
  const cached = backgrounds.get(key);
  if (cached) return cached;
  const [from, to] = [hex(category.background[0]), hex(category.background[1])];
  const white: Rgb = [255, 255, 255];
  const pixel = 2 / size;
  const rgb = new Uint8ClampedArray(size * size * 3);
  for (let py = 0; py < size; py += 1) {
    const y = (py + 0.5) * pixel - 1;
    for (let px = 0; px < size; px += 1) {
      const x = (px + 0.5) * pixel - 1;
      const at = (py * size + px) * 3;
      const t = (x + y + 2) / 4;
      rgb[at] = from[0] + (to[0] - from[0]) * t;
      rgb[at + 1] = from[1] + (to[1] - from[1]) * t;
      rgb[at + 2] = from[2] + (to[2] - from[2]) * t;
      blend(rgb, at, white, 0.45 * (1 - smoothstep(0.15, 0.9, Math.hypot(x, y))));
    }
  }
  backgrounds.set(key, rgb);
  return rgb;
}
const SHADOW_X = 0.035;
const SHADOW_Y = 0.06;
const SHADOW_SOFTNESS = 0.1;

const SHADOW: Rgb = [15, 23, 42];

/**
 * Paints the shadow and layers block by block. Distances change at most 1:1 with position, so one
 * distance at a block's centre tells whether a layer misses the block, covers it whole, or needs
 * checking per pixel; that keeps start-up fast.
 */
function paintShape(rgb: Uint8ClampedArray, size: number, body: Placed[], layers: Placed[]): void {
  const pixel = 2 / size;
  const half = Math.SQRT1_2 * BLOCK * pixel;
  const edge = half + pixel;
  const active: Array<{ layer: Placed; whole: boolean }> = [];
  for (let by = 0; by < size; by += BLOCK) {
    for (let bx = 0; bx < size; bx += BLOCK) {
      const cx = (bx + BLOCK / 2) * pixel - 1;
      const cy = (by + BLOCK / 2) * pixel - 1;
      let shadowed = body.some((layer) => layer.sdf(cx - SHADOW_X, cy - SHADOW_Y) < half + SHADOW_SOFTNESS);
      active.length = 0;
      for (const layer of layers) {
        const distance = layer.sdf(cx, cy);
        if (distance > edge) continue;
        if (distance < -edge) {
          // Covered whole: nothing under this layer shows in this block.
          active.length = 0;
          shadowed = false;
        }
        active.push({ layer, whole: distance < -edge });
      }
      if (!shadowed && active.length === 0) continue;
      for (let py = by; py < Math.min(by + BLOCK, size); py += 1) {
        const y = (py + 0.5) * pixel - 1;
        for (let px = bx; px < Math.min(bx + BLOCK, size); px += 1) {
          const x = (px + 0.5) * pixel - 1;
          const at = (py * size + px) * 3;
          if (shadowed) {
            let silhouette = Infinity;
            for (const layer of body) silhouette = Math.min(silhouette, layer.sdf(x - SHADOW_X, y - SHADOW_Y));
            if (silhouette < SHADOW_SOFTNESS) blend(rgb, at, SHADOW, 0.2 * (1 - smoothstep(-0.03, SHADOW_SOFTNESS, silhouette)));
          }
          for (const { layer, whole } of active) {
            const coverage = whole ? 1 : 0.5 - layer.sdf(x, y) / pixel;
            if (coverage > 0) blend(rgb, at, layer.colour, Math.min(coverage, 1));
          }
        }
      }
    }
  }
}

/** Draws one product picture: category gradient, soft glow and shadow, then the category shape in a per-product colour. */
export function renderDemoImage(category: DemoCategory, index: number, size = IMAGE_SIZE): Promise<Buffer> {
  const shape: Shape = shapeFor(category.shape);
  // The second round through the palette uses lighter shades, so no two pictures of a category match.
  const round = Math.floor(index / category.accents.length) % 2;
  const accent = mix(hex(category.accents[index % category.accents.length]!), [255, 255, 255], round * 0.3);
  const tones: Record<Tone, Rgb> = {
    accent,
    second: hex(category.accents[(index + 1) % category.accents.length]!),
    dark: mix(accent, [17, 24, 39], 0.55),
    light: mix(accent, [255, 255, 255], 0.9),
  };
  // A small tilt and size change per product keeps a category's pictures from looking identical.
  const angle = ((((index * 7) % 9) - 4) * 2 * Math.PI) / 180;
  const scale = 1.08 + ((index * 3) % 4) * 0.04;
  const cos = Math.cos(angle) / scale;
  const sin = Math.sin(angle) / scale;
  const place = (layer: { sdf: Sdf; tone: Tone }): Placed => ({
    sdf: (x, y) => layer.sdf(x * cos + y * sin, -x * sin + y * cos) * scale,
    colour: tones[layer.tone],
  });
  const body = shape.body.map(place);
  const layers = [...body, ...shape.details.map(place)];
  const rgb = backgroundFor(category, size).slice();
  paintShape(rgb, size, body, layers);
  return encodePng(size, size, rgb);
}

/** Writes each category's product pictures to DATA_DIR/uploads, skipping files already there. Answers how many were written. */
export async function writeDemoImages(dataDir: string, categories: DemoCategory[]): Promise<number> {
  const folder = join(dataDir, 'uploads');
  mkdirSync(folder, { recursive: true });
  const writes: Promise<void>[] = [];
  for (const category of categories) {
    category.products.forEach((_, index) => {
      const file = join(folder, demoImageName(category, index));
      if (existsSync(file)) return;
      // Drawing is synchronous; compressing and writing overlap with drawing the next picture.
      writes.push(renderDemoImage(category, index).then((png) => writeFile(file, png)));
    });
  }
  await Promise.all(writes);
  // The shared backgrounds are only needed while seeding; do not keep them in the server's memory.
  backgrounds.clear();
  return writes.length;
}

/**
 * Makes the srcset sizes of the demo pictures that lack them, once, one picture at a time: run in the background
 * after start (making them all takes seconds of CPU), while a size asked for before then is made on request.
 * Each file appears whole (written aside, then renamed), so a reader never sees half of one. Stops between pictures
 * once `signal` aborts (the app is closing). Answers how many.
 */
export async function writeDemoImageSizes(dataDir: string, categories: DemoCategory[], signal?: AbortSignal): Promise<number> {
  const folder = join(dataDir, 'uploads');
  let made = 0;
  for (const category of categories) {
    for (let index = 0; index < category.products.length; index += 1) {
      if (signal?.aborted) return made;
      const name = demoImageName(category, index);
      const wanted = VARIANT_WIDTHS.flatMap((width) => VARIANT_FORMATS.map((format) => variantName(name, width, format)));
      if (wanted.every((size) => existsSync(join(folder, size)))) continue;
      for (const size of await makeVariants(name, await readFile(join(folder, name)))) {
        const aside = join(folder, `${size.name}.${process.pid}.part`);
        await writeFile(aside, size.bytes);
        await rename(aside, join(folder, size.name));
      }
      made += 1;
    }
  }
  return made;
}
