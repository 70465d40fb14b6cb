import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared';
import { ProductImage } from './product-image';

function renderImage(src: string | null) {
  return render(
    <ThemeProvider theme={theme}>
      <ProductImage src={src} alt="Desk Lamp" />
    </ThemeProvider>,
  );
}

describe('ProductImage', () => {
  it('loads lazily inside a box of fixed aspect ratio', () => {
    renderImage('https://img.example/lamp.png');
    const image = screen.getByRole('img', { name: 'Desk Lamp' });
    expect(image).toHaveAttribute('loading', 'lazy');
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('');
    expect(css).toMatch(/aspect-ratio:\s*4\s*\/\s*3/);
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
