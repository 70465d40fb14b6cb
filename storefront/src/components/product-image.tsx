import { useState } from 'react';
import styled from 'styled-components';
import { NoImage } from '@shop/shared';

// The box keeps its aspect ratio before the image arrives, so nothing jumps while loading.
const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  picture { display: contents; }
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

// Widths the API stores every uploaded (and demo) picture at, in AVIF and WebP: `<name>-<width>.<format>` next to
// `<name>.<ext>` (api/src/lib/image-variants.ts names the same ones).
const VARIANT_WIDTHS = [160, 320, 640];
const OUR_UPLOAD = /^(.*\/api\/uploads\/[0-9a-f]{32})\.(png|jpg|webp|gif)$/;

/** srcset per modern format for a picture our API stores, or null for a picture hosted elsewhere. */
export function variantSources(src: string): Array<{ type: string; srcSet: string }> | null {
  const base = OUR_UPLOAD.exec(src)?.[1];
  if (!base) return null;
  return ['avif', 'webp'].map((format) => ({
    type: `image/${format}`,
    srcSet: VARIANT_WIDTHS.map((width) => `${base}-${width}.${format} ${width}w`).join(', '),
  }));
}

export interface ProductImageProps {
  src?: string | null;
  alt: string;
  /** CSS aspect-ratio, e.g. "4 / 3". */
  ratio?: string;
  /** How wide the picture is shown (the `sizes` attribute), so the browser picks the smallest file that is sharp. */
  sizes: string;
  /** The page's main picture (its largest contentful paint): loaded at once and before other pictures. */
  priority?: boolean;
}

/** A product picture (lazy, in a modern format when we store it) with a fixed aspect ratio and a placeholder when there is none. */
export function ProductImage({ src, alt, ratio = '4 / 3', sizes, priority = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc;
  // width/height give the ratio before the file arrives (the frame holds it too).
  const [width = 4, height = 3] = ratio.split('/').map((part) => Number(part) * 100);
  return (
    <Frame $ratio={ratio}>
      {usable ? (
        <picture>
          {variantSources(src)?.map((source) => <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={sizes} />)}
          <img
            src={src}
            alt={alt}
            width={width}
            height={height}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : undefined}
            decoding={priority ? undefined : 'async'}
            onError={() => setFailedSrc(src)}
          />
        </picture>
      ) : (
        <NoImage label={alt} />
      )}
    </Frame>
  );
}
