import { renderHook } from '@testing-library/react';
import { useCallSettled } from '../../../src/state/useCallSettled';

interface Outcome {
  rowId: number;
  error: string | null;
}

function follow(initial: Outcome | null, rowId = 1) {
  const onSuccess = vi.fn<(finish: Outcome) => void>();
  const onFailure = vi.fn<(error: string, finish: Outcome) => void>();
  const view = renderHook(
    ({ latest }: { latest: Outcome | null }) =>
      useCallSettled(latest, (finish) => finish.rowId === rowId, { onSuccess, onFailure }),
    { initialProps: { latest: initial } },
  );
  return { ...view, onSuccess, onFailure };
}

describe('useCallSettled', () => {
  it('ignores the record already there at mount, an earlier attempt', () => {
    const earlier = { rowId: 1, error: 'refused' };
    const { result, onSuccess, onFailure } = follow(earlier);
    expect(result.current).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('calls onSuccess once per new finish of its own, and ignores others', () => {
    const { result, rerender, onSuccess } = follow(null);
    rerender({ latest: { rowId: 2, error: null } });
    expect(result.current).toBeNull();
    expect(onSuccess).not.toHaveBeenCalled();

    const done = { rowId: 1, error: null };
    rerender({ latest: done });
    rerender({ latest: done });
    expect(result.current).toBe(done);
    expect(onSuccess).toHaveBeenCalledTimes(1);
    expect(onSuccess).toHaveBeenCalledWith(done);
  });

  it('hands a failure to onFailure and returns it until the next record replaces it', () => {
    const { result, rerender, onSuccess, onFailure } = follow(null);
    const failed = { rowId: 1, error: 'refused' };
    rerender({ latest: failed });
    expect(onFailure).toHaveBeenCalledExactlyOnceWith('refused', failed);
    expect(onSuccess).not.toHaveBeenCalled();
    expect(result.current?.error).toBe('refused');

    // A new attempt clears the record while it runs.
    rerender({ latest: null });
    expect(result.current).toBeNull();
  });
});
