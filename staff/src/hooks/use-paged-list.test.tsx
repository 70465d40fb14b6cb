import { act, renderHook, waitFor } from '@testing-library/react';
import { usePagedList } from './use-paged-list';

const page = (number: number, totalPages: number, content: string[]) => ({ content, totalPages, totalElements: content.length, number, size: 20 });

describe('usePagedList', () => {
  it('steps back to the last page when the page it shows has emptied', async () => {
    let totalPages = 2;
    const load = jest.fn(async (n: number) => (n < totalPages ? page(n, totalPages, [`row ${n}`]) : page(n, totalPages, [])));
    const { result } = renderHook(() => usePagedList(load));
    await waitFor(() => expect(result.current.status).toBe('ready'));
    act(() => result.current.setPage(1));
    await waitFor(() => expect(result.current.data?.content).toEqual(['row 1']));
    totalPages = 1;
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.data?.content).toEqual(['row 0']));
    expect(result.current.page).toBe(0);
  });

  it('reports a failed load as an error', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = () => Promise.reject(new Error('down'));
    const { result } = renderHook(() => usePagedList(failing));
    await waitFor(() => expect(result.current.status).toBe('error'));
  });
});
