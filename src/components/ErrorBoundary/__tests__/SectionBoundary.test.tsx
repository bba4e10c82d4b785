import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import SectionBoundary from '../SectionBoundary';
import SectionError from '../SectionError';

let broken = true;
function Fragile({ label }: { label: string }) {
  if (broken) throw new Error('a part of the page failed');
  return <p>{label}</p>;
}

function Page({ resetKey, onError }: { resetKey?: string; onError?: (error: unknown) => void }) {
  return (
    <IntlProvider locale="en-US" messages={{}}>
      <header>Header stays</header>
      <SectionBoundary
        resetKey={resetKey}
        onError={onError}
        fallback={(retry) => <SectionError onRetry={retry} />}
      >
        <Fragile label="Content" />
      </SectionBoundary>
      <footer>Footer stays</footer>
    </IntlProvider>
  );
}

beforeEach(() => {
  broken = true;
  // React logs the caught error: expected here.
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('SectionBoundary', () => {
  it('keeps a render error in its part: the rest of the page stays, the error is told, and it can try again', async () => {
    const onError = jest.fn();
    render(<Page onError={onError} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Sorry about that.');
    expect(screen.getByText('Header stays')).toBeInTheDocument();
    expect(screen.getByText('Footer stays')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'a part of the page failed' }));
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Content')).toBeInTheDocument();
  });

  it('starts afresh when its reset key changes (a new page)', () => {
    const { rerender } = render(<Page resetKey="/order-history" />);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    broken = false;
    act(() => rerender(<Page resetKey="/address-book" />));
    expect(screen.getByText('Content')).toBeInTheDocument();
  });
});
