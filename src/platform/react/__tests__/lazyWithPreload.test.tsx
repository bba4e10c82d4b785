import { Suspense, type ComponentType } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyFromPromise, lazyWithPreload } from '../lazyWithPreload';

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

  it('renders a component whose code is here in the same pass, without its fallback', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve(chunk));
    expect(Lazy.isLoaded()).toBe(false);
    await Lazy.preload();
    expect(Lazy.isLoaded()).toBe(true);
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Lazy label="First pass" />
      </Suspense>,
    );
    // No waiting: the first commit already holds the component.
    expect(screen.getByText('First pass')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});

describe('lazyFromPromise', () => {
  it('suspends while the promise is pending, and not at all once it has settled', async () => {
    let deliver: (module: typeof chunk) => void = () => undefined;
    const pending = lazyFromPromise(new Promise<typeof chunk>((resolve) => (deliver = resolve)));
    const { unmount } = render(
      <Suspense fallback={<p>Loading…</p>}>{createElementOf(pending, 'Later')}</Suspense>,
    );
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    deliver(chunk);
    expect(await screen.findByText('Later')).toBeInTheDocument();
    unmount();

    const here = Promise.resolve(chunk);
    await here;
    const Settled = lazyFromPromise(here);
    await Promise.resolve();
    render(<Suspense fallback={<p>Loading…</p>}>{createElementOf(Settled, 'At once')}</Suspense>);
    expect(screen.getByText('At once')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });
});

function createElementOf(Component: ComponentType<{ label: string }>, label: string) {
  return <Component label={label} />;
}
