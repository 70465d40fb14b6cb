import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@shop/shared';
import { Pager } from './pager';

function renderPager(props: Partial<Parameters<typeof Pager>[0]> = {}) {
  const onChange = jest.fn();
  render(
    <ThemeProvider theme={theme}>
      <Pager page={1} totalPages={3} onChange={onChange} {...props} />
    </ThemeProvider>,
  );
  return onChange;
}

describe('Pager', () => {
  it("shows 'page / total' and moves with Prev and Next", () => {
    const onChange = renderPager({ page: 2 });
    expect(screen.getByText('2 / 3')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.click(screen.getByRole('button', { name: 'Prev' }));
    expect(onChange.mock.calls).toEqual([[3], [1]]);
  });

  it("reads 'page / total+' when the server's total is a lower bound, and stops at the last reachable page", () => {
    renderPager({ page: 500, totalPages: 500, totalCapped: true });
    expect(screen.getByText('500 / 500+')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
