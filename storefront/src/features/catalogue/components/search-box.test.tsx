import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared';
import { SearchBox } from './search-box';

function renderBox(value: string, onSearch: (text: string) => void) {
  const box = (current: string) => (
    <MemoryRouter>
      <ThemeProvider theme={theme}>
        <SearchBox value={current} onSearch={onSearch} />
      </ThemeProvider>
    </MemoryRouter>
  );
  const view = render(box(value));
  const rerender = (next: string) => view.rerender(box(next));
  return rerender;
}

describe('SearchBox', () => {
  it('keeps what was typed after a pause sent the search, when the URL shows that search only later', async () => {
    const sent: string[] = [];
    const rerender = renderBox('', (text) => sent.push(text));
    const box = screen.getByRole('searchbox');
    await userEvent.type(box, 'lamp');
    // The pause after typing sends the search.
    await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
    expect(sent).toEqual(['lamp']);
    // More is typed before the URL catches up (a busy machine), then the URL shows the search that was sent.
    await userEvent.type(box, 's');
    rerender('lamp');
    expect(box).toHaveValue('lamps');
  });

  it('shows a search the URL changed to from elsewhere (back, a removed chip)', () => {
    const rerender = renderBox('lamp', () => undefined);
    rerender('desk');
    expect(screen.getByRole('searchbox')).toHaveValue('desk');
    rerender('');
    expect(screen.getByRole('searchbox')).toHaveValue('');
  });
});
