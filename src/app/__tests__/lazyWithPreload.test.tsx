import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyWithPreload } from '../lazyWithPreload';

function Turntable({ label }: { label: string }) {
  return <p>{label}</p>;
}

const chunk = { default: Turntable };

describe('lazyWithPreload', () => {
  it('preloads once: every preload, and the render, reuse the same download', async () => {
    const factory = jest.fn(() => Promise.resolve(chunk));
    const Lazy = lazyWithPreload(factory);
    expect(factory).not.toHaveBeenCalled();

    const first = Lazy.preload();
    const second = Lazy.preload();
    expect(second).toBe(first);
    await expect(first).resolves.toBe(chunk);

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy label="Now playing" />
      </Suspense>,
    );
    expect(await screen.findByText('Now playing')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('loads on first render without a preload', async () => {
    const factory = jest.fn(() => Promise.resolve(chunk));
    const Lazy = lazyWithPreload(factory);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy label="Side B" />
      </Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(await screen.findByText('Side B')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(1);
  });

  it('lets a failed download be tried again', async () => {
    const failure = new Error('Loading chunk page-product failed.');
    const factory = jest
      .fn<Promise<typeof chunk>, []>()
      .mockRejectedValueOnce(failure)
      .mockResolvedValue(chunk);
    const Lazy = lazyWithPreload(factory);

    await expect(Lazy.preload()).rejects.toBe(failure);
    const retry = Lazy.preload();
    await expect(retry).resolves.toBe(chunk);
    expect(Lazy.preload()).toBe(retry);
    expect(factory).toHaveBeenCalledTimes(2);

    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy label="Retried" />
      </Suspense>,
    );
    expect(await screen.findByText('Retried')).toBeInTheDocument();
    expect(factory).toHaveBeenCalledTimes(2);
  });
});
