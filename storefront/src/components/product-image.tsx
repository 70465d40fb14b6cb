import { useState } from 'react';
import styled from 'styled-components';
import { STOREFRONT_TEXT } from '../storefront-text';

// The box keeps its aspect ratio before the image arrives, so nothing jumps while loading.
const Frame = styled.div<{ $ratio: string }>`
  position: relative;
  width: 100%;
  aspect-ratio: ${({ $ratio }) => $ratio};
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Placeholder = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  width: 100%;
  height: 100%;
  color: ${({ theme }) => theme.colors.mutedText};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export interface ProductImageProps {
  src?: string | null;
  alt: string;
  /** CSS aspect-ratio, e.g. "4 / 3". */
  ratio?: string;
  /** The first screenful (e.g. the product page's main picture) loads eagerly. */
  eager?: boolean;
}

/** A lazy-loaded product picture with a fixed aspect ratio and a placeholder when there is none. */
export function ProductImage({ src, alt, ratio = '4 / 3', eager = false }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usable = src && src !== failedSrc;
  return (
    <Frame $ratio={ratio}>
      {usable ? (
        <img src={src} alt={alt} loading={eager ? 'eager' : 'lazy'} decoding="async" onError={() => setFailedSrc(src)} />
      ) : (
        <Placeholder role="img" aria-label={alt}>
          {STOREFRONT_TEXT.noImage}
        </Placeholder>
      )}
    </Frame>
  );
}
