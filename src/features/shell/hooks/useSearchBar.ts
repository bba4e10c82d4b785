import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { appActions } from '../../../store/appSlice';
import { useAppDispatch } from '../../../store/createAppStore';
import { SEARCH_PATH, SEARCH_TEXT_PARAM, searchHref } from '../../../platform/catalog/catalogUrls';

export interface SearchBar {
  value: string;
  inputRef: React.RefObject<HTMLInputElement | null>;
  canClear: boolean;
  handleChange: (event: ChangeEvent<HTMLInputElement>) => void;
  handleClear: () => void;
  handleSubmit: (event: FormEvent<HTMLFormElement>) => void;
  handleClose: () => void;
  /** A suggestion was chosen and the app has gone to it: the bar closes, as after a search. */
  handleSuggestionChosen: () => void;
  /** The form: Escape inside it closes the bar. */
  formRef: React.RefObject<HTMLFormElement | null>;
}

/**
 * The search bar the header's toggle opens: focus goes to its field; submitting non-empty text
 * goes to the results page and closes the bar; Escape or Close closes it (spec 2, "search
 * toggle"; results come with the catalog's search page). On the results page the field starts
 * with the current text.
 */
export function useSearchBar(): SearchBar {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const initial =
    location.pathname === SEARCH_PATH
      ? (new URLSearchParams(location.search).get(SEARCH_TEXT_PARAM) ?? '')
      : '';
  const [value, setValue] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const handleChange = useCallback(
    (event: ChangeEvent<HTMLInputElement>) => setValue(event.target.value),
    [],
  );
  const handleClear = useCallback(() => {
    setValue('');
    inputRef.current?.focus();
  }, []);
  const handleClose = useCallback(() => dispatch(appActions.toggleSearch()), [dispatch]);
  const handleSuggestionChosen = useCallback(() => dispatch(appActions.executeSearch()), [dispatch]);
  const handleSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const text = value.trim();
      if (!text) {
        inputRef.current?.focus();
        return;
      }
      dispatch(appActions.executeSearch());
      // After the submit event: a navigation (a transition) inside it would make React treat the
      // submit as a form action and snapshot the form for it.
      queueMicrotask(() => navigate(searchHref(text)));
    },
    [dispatch, navigate, value],
  );
  useEffect(() => {
    const form = formRef.current;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      handleClose();
    };
    form?.addEventListener('keydown', onKeyDown);
    return () => form?.removeEventListener('keydown', onKeyDown);
  }, [handleClose]);
  return {
    value,
    inputRef,
    canClear: value.length > 0,
    handleChange,
    handleClear,
    handleSubmit,
    handleClose,
    handleSuggestionChosen,
    formRef,
  };
}
