import { Component, type ReactNode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { store as seedStore } from '../../../mock-backend/data/store';
import { createState, resetState } from '../../../mock-backend/state';
import { renderWithProviders } from '../../../test/render';
import NotFound from '../../components/NotFound/NotFound';
import {
  DEFAULT_LOCALE,
  loadMessages,
  toCatalogueName,
  toLanguageTag,
} from '../../platform/intl/loadMessages';
import { createAppStore } from '../../store/createAppStore';
import AppIntlProvider from '../AppIntlProvider';
import LocaleSync from '../LocaleSync';

/** Shows `fallback` after a render error below it, and hands the error to `onError`. */
class Catcher extends Component<{
  children: ReactNode;
  fallback: ReactNode;
  onError: (error: unknown) => void;
}> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Locale() {
  return <output aria-label="Locale">{useIntl().locale}</output>;
}

function renderIntl(ui: ReactNode) {
  const store = createAppStore();
  renderWithProviders(
    <AppIntlProvider>
      <Locale />
      {ui}
    </AppIntlProvider>,
    { store },
  );
  return store;
}

/** A backend whose (only) store view has this Magento locale. */
function storeWithLocale(locale: string) {
  const [view] = seedStore.storeViews;
  resetState(createState({ store: { ...seedStore, storeViews: [{ ...view!, locale }] } }));
}

const locale = () => screen.getByRole('status', { name: 'Locale' });

afterEach(() => {
  resetState();
  jest.restoreAllMocks();
});

describe('loadMessages', () => {
  it('names catalogues with an underscore and Intl locales with a hyphen', () => {
    expect(DEFAULT_LOCALE).toBe('en-US');
    expect(toCatalogueName('en-US')).toBe('en_US');
    expect(toLanguageTag('fr_FR')).toBe('fr-FR');
    expect(toLanguageTag(null)).toBe('en-US');
    expect(toLanguageTag('')).toBe('en-US');
  });

  it('loads the en_US catalogue', async () => {
    await expect(loadMessages('en-US')).resolves.toMatchObject({ 'shell.notFound.button': 'Take me home' });
  });

  it('rejects a locale without a catalogue with the spec message', async () => {
    await expect(loadMessages('fr-FR')).rejects.toThrow(
      'Unable to locate locale fr_FR within generated dist directory.',
    );
  });
});

describe('AppIntlProvider', () => {
  it('uses en-US and shows the default messages at once, then the catalogue', async () => {
    renderIntl(
      <>
        <NotFound />
        <p>
          <FormattedMessage id="shell.notFound.text" defaultMessage="Not from the catalogue" />
        </p>
      </>,
    );
    expect(locale()).toHaveTextContent('en-US');
    // Before the catalogue arrives: the default messages, no waiting.
    expect(screen.getByRole('heading', { name: 'Oops Page Not Found!' })).toBeInTheDocument();
    expect(screen.getByText('Not from the catalogue')).toBeInTheDocument();
    // Then the catalogue's texts.
    await waitFor(() =>
      expect(screen.getAllByText('We are sorry that this page is not available.')).toHaveLength(2),
    );
    expect(screen.queryByText('Not from the catalogue')).not.toBeInTheDocument();
  });

  it('reports a store locale without a catalogue as an unhandled error and keeps the default messages', async () => {
    storeWithLocale('fr_FR');
    const store = renderIntl(
      <>
        <LocaleSync />
        <NotFound />
      </>,
    );
    await waitFor(() => expect(locale()).toHaveTextContent('fr-FR'));
    await waitFor(() =>
      expect(store.getState().app.unhandledErrors).toEqual([
        expect.objectContaining({
          message: 'Unable to locate locale fr_FR within generated dist directory.',
        }),
      ]),
    );
    expect(screen.getByRole('heading', { name: 'Oops Page Not Found!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Take me home' })).toBeInTheDocument();
  });

  it('ignores missing translations: the default message, else the id, shows', async () => {
    renderIntl(
      <>
        <p>
          <FormattedMessage id="test.untranslated" defaultMessage="Spin it again" />
        </p>
        <p>
          <FormattedMessage id="test.noDefault" />
        </p>
        <p>
          <FormattedMessage id="shell.notFound.header" />
        </p>
      </>,
    );
    // The catalogue has loaded once its texts show.
    expect(await screen.findByText('Oops Page Not Found!')).toBeInTheDocument();
    expect(screen.getByText('Spin it again')).toBeInTheDocument();
    expect(screen.getByText('test.noDefault')).toBeInTheDocument();
  });

  it('throws other message errors once the catalogue has loaded', async () => {
    // React reports the caught render error on the console.
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const onError = jest.fn();
    renderIntl(
      <Catcher onError={onError} fallback={<p>Broken message</p>}>
        <FormattedMessage
          id="test.broken"
          defaultMessage="{count, plural, one {# record}"
          values={{ count: 1 }}
        />
        <FormattedMessage id="shell.notFound.header" />
      </Catcher>,
    );
    // Before the catalogue: shown as is, nothing thrown.
    expect(screen.queryByText('Broken message')).not.toBeInTheDocument();
    expect(await screen.findByText('Broken message')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ code: 'FORMAT_ERROR' }));
  });

  it('renders with a catalogue the entry already has at once, without loading it again', async () => {
    renderWithProviders(
      <AppIntlProvider
        initialCatalogue={{ locale: DEFAULT_LOCALE, messages: { 'test.greeting': 'From the catalogue' } }}
      >
        <Locale />
        <FormattedMessage id="test.greeting" defaultMessage="The default" />
      </AppIntlProvider>,
      { store: createAppStore() },
    );
    // The first render already shows the catalogue's text, and it stays (no reload replaces it).
    expect(screen.getByText('From the catalogue')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.getByText('From the catalogue')).toBeInTheDocument();
    expect(locale()).toHaveTextContent('en-US');
  });
});
