import { act, screen } from '@testing-library/react';
import { LogoutPage } from './logout-page';
import { renderAt } from '../../../test/render-with-shell';

describe('LogoutPage', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts down 3 seconds visibly, then goes home', () => {
    renderAt('/success-logout', { '/success-logout': <LogoutPage /> });
    expect(screen.getByRole('timer')).toHaveTextContent('in 3 seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('in 2 seconds');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('in 1 second…');
    expect(screen.getByTestId('path')).toHaveTextContent('/success-logout');
    act(() => jest.advanceTimersByTime(1000));
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
  });
});
