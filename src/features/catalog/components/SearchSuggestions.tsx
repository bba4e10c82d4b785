import type { RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchSuggestions, type SuggestionOption } from '../hooks/useSearchSuggestions';
import Icon from '../../../components/Icon/Icon';
import CatalogImage from '../../../components/CatalogImage/CatalogImage';
import ProductPrice from './ProductPrice';
import * as styles from './SearchSuggestions.module.css';

export interface SearchSuggestionsProps {
  /**
   * The search field. It becomes the combobox: SearchSuggestions sets its role and ARIA state
   * (aria-expanded, aria-controls, aria-activedescendant) and listens to its focus and keys
   * (Down / Up move through the suggestions, Enter opens the highlighted one instead of submitting
   * the form, Escape closes the list and stops there; with the list closed, keys pass through).
   */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The field's current text (the search bar's state). Asked for from 3 characters, 300ms after typing stops. */
  value: string;
  /** Called after the shopper picked a suggestion; the app has already navigated to it (close the bar here). */
  onNavigate?: () => void;
  /** The listbox's element id (default `search-suggestions`); unique on the page. */
  id?: string;
}

function Option({
  option,
  activeId,
  onChoose,
  onHover,
  onMouseDown,
}: {
  option: SuggestionOption;
  activeId: string | null;
  onChoose: (option: SuggestionOption) => void;
  onHover: (option: SuggestionOption) => void;
  onMouseDown: (event: React.MouseEvent) => void;
}) {
  return (
    // Options of a combobox listbox: the field keeps the focus (aria-activedescendant) and handles
    // the keys, so options are neither focusable nor keyboard targets themselves.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
    <div
      id={option.id}
      role="option"
      aria-selected={option.id === activeId}
      className={styles.option}
      data-kind={option.kind}
      onClick={() => onChoose(option)}
      onMouseEnter={() => onHover(option)}
      onMouseDown={onMouseDown}
    >
      {option.kind === 'product' ? (
        <span className={styles.thumb}>
          {option.image ? <CatalogImage src={option.image.url} alt="" sizes="3rem" width={80} /> : null}
        </span>
      ) : (
        <Icon size={20} name={option.kind === 'category' ? 'folder' : 'search'} className={styles.icon} />
      )}
      <span className={styles.text}>
        {option.kind === 'all' ? null : <span className={styles.label}>{option.label}</span>}
        {option.context ? <span className={styles.context}>{option.context}</span> : null}
        {option.price ? <ProductPrice className={styles.price} price={option.price} /> : null}
      </span>
    </div>
  );
}

/**
 * Suggestions under the header's search field (a WAI-ARIA combobox with a listbox): matching
 * categories, a few products and "See all results". Drawn in normal flow: render it right after
 * the search form, inside the search bar. Loaded on demand: `lazy(() => import(...))`.
 */
export default function SearchSuggestions({
  inputRef,
  value,
  onNavigate,
  id = 'search-suggestions',
}: SearchSuggestionsProps) {
  const intl = useIntl();
  const view = useSearchSuggestions({ inputRef, value, onNavigate, listboxId: id });
  const optionProps = {
    activeId: view.activeId,
    onChoose: view.handleChoose,
    onHover: view.handleHover,
    onMouseDown: view.handleOptionMouseDown,
  };
  const show = view.isOpen && view.count > 0;
  const categoriesLabel = intl.formatMessage({
    id: 'catalog.searchSuggestions.categories',
    defaultMessage: 'Categories',
  });
  const productsLabel = intl.formatMessage({
    id: 'catalog.searchSuggestions.products',
    defaultMessage: 'Products',
  });
  return (
    <div className={styles.root}>
      <p className="visually-hidden" role="status" aria-live="polite">
        {view.isOpen && !view.isLoading ? (
          <FormattedMessage
            id="catalog.searchSuggestions.status"
            defaultMessage="{count, plural, =0 {No suggestions} one {# suggestion} other {# suggestions}} available."
            values={{ count: view.count }}
          />
        ) : null}
      </p>
      <div className={styles.panel} hidden={!show}>
        <div
          id={id}
          role="listbox"
          className={styles.listbox}
          aria-label={intl.formatMessage({
            id: 'catalog.searchSuggestions.label',
            defaultMessage: 'Search suggestions',
          })}
        >
          {view.categories.length > 0 ? (
            <div role="group" aria-label={categoriesLabel}>
              <div className={styles.groupHeading} aria-hidden="true">
                {categoriesLabel}
              </div>
              {view.categories.map((option) => (
                <Option key={option.id} option={option} {...optionProps} />
              ))}
            </div>
          ) : null}
          {view.products.length > 0 ? (
            <div role="group" aria-label={productsLabel}>
              <div className={styles.groupHeading} aria-hidden="true">
                {productsLabel}
              </div>
              {view.products.map((option) => (
                <Option key={option.id} option={option} {...optionProps} />
              ))}
            </div>
          ) : null}
          {view.seeAll ? (
            <Option
              option={{
                ...view.seeAll,
                context: intl.formatMessage(
                  {
                    id: 'catalog.searchSuggestions.seeAll',
                    defaultMessage: 'See all {count, plural, one {# result} other {# results}} for “{text}”',
                  },
                  { count: view.seeAll.count, text: view.seeAll.label },
                ),
              }}
              {...optionProps}
            />
          ) : null}
        </div>
      </div>
    </div>
  );
}
