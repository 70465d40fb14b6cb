import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared';
import { ProductImage } from './product-image';

function renderImage(src: string | null, priority = false) {
  return render(
    <ThemeProvider theme={theme}>
      <ProductImage src={src} alt="Desk Lamp" sizes="280px" priority={priority} />
    </ThemeProvider>,
  );
}

const UPLOAD = 'http://shop.example/api/uploads/0123456789abcdef0123456789abcdef';

describe('ProductImage', () => {
  it('loads lazily inside a box of fixed aspect ratio', () => {
    renderImage('https://img.example/lamp.png');
    const image = screen.getByRole('img', { name: 'Desk Lamp' });
    expect(image).toHaveAttribute('loading', 'lazy');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toMatch(/aspect-ratio:\s*4\s*\/\s*3/);
  });

  it('offers our stored sizes in AVIF and WebP, with the original as the fallback and its ratio set', () => {
    const { container } = renderImage(`${UPLOAD}.png`);
    const sources = [...container.querySelectorAll('picture source')];
    expect(sources.map((source) => source.getAttribute('type'))).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]).toHaveAttribute('srcset', `${UPLOAD}-160.avif 160w, ${UPLOAD}-320.avif 320w, ${UPLOAD}-640.avif 640w`);
    expect(sources[1]).toHaveAttribute('sizes', '280px');
    const image = screen.getByRole('img', { name: 'Desk Lamp' });
    expect(image).toHaveAttribute('src', `${UPLOAD}.png`);
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '300');
  });

  it('offers no other sizes for a picture hosted elsewhere', () => {
    const { container } = renderImage('https://img.example/lamp.png');
    expect(container.querySelectorAll('picture source')).toHaveLength(0);
  });

  it("loads the page's main picture at once and first", () => {
    renderImage(`${UPLOAD}.jpg`, true);
    const image = screen.getByRole('img', { name: 'Desk Lamp' });
    expect(image).toHaveAttribute('loading', 'eager');
    expect(image).toHaveAttribute('fetchpriority', 'high');
  });

  it('shows a labelled placeholder when there is no image or it fails to load', () => {
    const { unmount } = renderImage(null);
    expect(screen.getByRole('img', { name: 'Desk Lamp' })).toHaveTextContent('No image');
    unmount();
    renderImage('https://img.example/missing.png');
    fireEvent.error(screen.getByRole('img', { name: 'Desk Lamp' }));
    expect(screen.getByRole('img', { name: 'Desk Lamp' })).toHaveTextContent('No image');
  });
});
