import { useState } from 'react';
import styled from 'styled-components';
import { NoImage } from '@shop/shared';

// The box keeps its size whether the picture loads, fails or is missing, so rows and cards never jump.
const Frame = styled.div<{ $size?: number }>`
  width: ${({ $size }) => ($size ? `${$size}px` : '100%')};
  aspect-ratio: ${({ $size }) => ($size ? '1 / 1' : '4 / 3')};
  flex-shrink: 0;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colors.background};
  img { display: block; width: 100%; height: 100%; object-fit: cover; }
`;

export interface ProductPictureProps {
  src?: string | null;
  /** '' for a picture beside the product's name (decorative). */
  alt: string;
  /** A square of this many pixels; without it the picture fills the width at 4:3. */
  size?: number;
  className?: string;
}

/** A product picture in the consoles, or the storefront's "No image" box when there is none or it does not load. */
export function ProductPicture({ src, alt, size, className }: ProductPictureProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <Frame $size={size} className={className}>
      {src && src !== failedSrc ? (
        <img src={src} alt={alt} width={size ?? 400} height={size ?? 300} loading="lazy" onError={() => setFailedSrc(src)} />
      ) : (
        <NoImage label={alt} />
      )}
    </Frame>
  );
}
