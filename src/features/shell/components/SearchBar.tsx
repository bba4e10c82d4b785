import type { ReactNode, RefObject } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useSearchBar } from '../hooks/useSearchBar';
import Icon from '../../../components/Icon/Icon';
import * as styles from './SearchBar.module.css';

/** What the search bar hands whatever suggests as the shopper types (the app fills the slot). */
export interface SearchFieldSlotProps {
  /** The search field: the suggestions make it their combobox. */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The field's text. */
  value: string;
  /** A suggestion was chosen (the app has navigated to it): the bar closes. */
  onNavigate: () => void;
  /** The id for the suggestions' listbox. */
  id: string;
}

/** Renders the suggestions under the search field, right after the form. */
export type RenderSearchSuggestions = (field: SearchFieldSlotProps) => ReactNode;

export interface SearchBarProps {
  id: string;
  /** Suggestions as the shopper types (a slot: the shell knows nothing of the catalog). */
  renderSuggestions?: RenderSearchSuggestions;
}

export default function SearchBar({ id, renderSuggestions }: SearchBarProps) {
  const { formatMessage } = useIntl();
  const {
    value,
    inputRef,
    canClear,
    handleChange,
    handleClear,
    handleSubmit,
    handleClose,
    handleSuggestionChosen,
    formRef,
  } = useSearchBar();
  return (
    <div id={id} className={styles.root}>
      <form role="search" className={styles.form} onSubmit={handleSubmit} ref={formRef}>
        <label htmlFor={`${id}-input`} className="visually-hidden">
          <FormattedMessage id="shell.searchBar.label" defaultMessage="Search the store" />
        </label>
        <Icon name="search" className={styles.icon} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          className={styles.input}
          type="search"
          name="query"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={formatMessage({
            id: 'shell.searchBar.placeholder',
            defaultMessage: 'Search record players, vinyl, speakers…',
          })}
          value={value}
          onChange={handleChange}
        />
        {canClear ? (
          <button type="button" className={styles.textButton} onClick={handleClear}>
            <FormattedMessage id="shell.searchBar.clear" defaultMessage="Clear Text" />
          </button>
        ) : null}
        <button type="submit" className={styles.submit}>
          <FormattedMessage id="shell.searchBar.submit" defaultMessage="Search" />
        </button>
        <button
          type="button"
          className={styles.closeButton}
          aria-label={formatMessage({ id: 'shell.searchBar.close', defaultMessage: 'Close' })}
          onClick={handleClose}
        >
          <Icon name="close" size={20} />
        </button>
      </form>
      {renderSuggestions?.({
        inputRef,
        value,
        onNavigate: handleSuggestionChosen,
        id: `${id}-suggestions`,
      })}
    </div>
  );
}
