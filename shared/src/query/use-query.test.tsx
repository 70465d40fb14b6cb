import { act, renderHook, waitFor } from '@testing-library/react';
import { invalidateQueries, useQuery } from './use-query';

/** A loader whose answers the test releases by hand, recording each call and whether it was aborted. */
function controlledLoader<T>() {
  const calls: Array<{ signal: AbortSignal; resolve: (value: T) => void; reject: (error: unknown) => void }> = [];
  const load = (signal: AbortSignal) =>
    new Promise<T>((resolve, reject) => {
      calls.push({ signal, resolve, reject });
    });
  return { calls, load };
}

afterEach(() => invalidateQueries());

describe('useQuery', () => {
  it('loads a key and answers ready with the data', async () => {
    const { calls, load } = controlledLoader<string>();
    const { result } = renderHook(() => useQuery('product:1', load));
    expect(result.current.state.status).toBe('loading');
    await act(async () => calls[0]!.resolve('mug'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'mug' });
  });

  it('shares one request between callers of the same key', async () => {
    const { calls, load } = controlledLoader<string>();
    const first = renderHook(() => useQuery('categories-shared', load));
    const second = renderHook(() => useQuery('categories-shared', load));
    expect(calls).toHaveLength(1);
    await act(async () => calls[0]!.resolve('both'));
    expect(first.result.current.state).toEqual({ status: 'ready', data: 'both' });
    expect(second.result.current.state).toEqual({ status: 'ready', data: 'both' });
  });

  it('aborts the old request when the key changes and keeps the last data while the new one loads', async () => {
    const { calls, load } = controlledLoader<string>();
    const { result, rerender } = renderHook(({ key }) => useQuery(key, load), { initialProps: { key: 'page:0' } });
    await act(async () => calls[0]!.resolve('first page'));
    rerender({ key: 'page:1' });
    expect(result.current.state).toEqual({ status: 'loading', previous: 'first page' });
    rerender({ key: 'page:2' });
    expect(calls[1]!.signal.aborted).toBe(true);
    await act(async () => calls[2]!.resolve('third page'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'third page' });
  });

  it('serves a cached answer at once within cacheMs, and reload() asks again', async () => {
    const { calls, load } = controlledLoader<string[]>();
    const first = renderHook(() => useQuery('categories', load, { cacheMs: 60_000 }));
    await act(async () => calls[0]!.resolve(['Kitchen']));
    first.unmount();
    const second = renderHook(() => useQuery('categories', load, { cacheMs: 60_000 }));
    expect(second.result.current.state).toEqual({ status: 'ready', data: ['Kitchen'] });
    expect(calls).toHaveLength(1);
    act(() => second.result.current.reload());
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve(['Kitchen', 'Garden']));
    expect(second.result.current.state).toEqual({ status: 'ready', data: ['Kitchen', 'Garden'] });
  });

  it('reports a failure, and setData replaces a ready answer locally', async () => {
    const { calls, load } = controlledLoader<number>();
    const failing = renderHook(() => useQuery('order:9', load));
    await act(async () => calls[0]!.reject(new Error('down')));
    expect(failing.result.current.state.status).toBe('error');
    const ready = renderHook(() => useQuery('order:10', load));
    await act(async () => calls[1]!.resolve(1));
    act(() => ready.result.current.setData((value) => value + 1));
    await waitFor(() => expect(ready.result.current.state).toEqual({ status: 'ready', data: 2 }));
  });

  it('loads nothing for a null key', () => {
    const { calls, load } = controlledLoader<string>();
    const { result } = renderHook(() => useQuery(null, load));
    expect(result.current.state).toEqual({ status: 'idle' });
    expect(calls).toHaveLength(0);
  });
});
