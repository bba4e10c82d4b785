import { useApolloClient, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import type {
  GetSearchSuggestionsQuery,
  GetSearchSuggestionsQueryVariables,
} from '../../../__generated__/operations';
import { usePageLoader } from '../../../platform/routing/pageLoader';
import { GET_SEARCH_SUGGESTIONS } from '../graphql/searchSuggestions';
import { priceView, type PriceView } from './productTile';
import { categoryUrl, productUrl } from '../../../platform/catalog/catalogUrls';
import { searchHref } from '../../../platform/catalog/catalogUrls';
import { canPrefetch, prefetchRoute } from './prefetchRoute';

/** Magento's default minimal query length. */
const MIN_QUERY_LENGTH = 3;
/** Wait after the last keystroke before asking (ms). */
const SUGGESTION_DEBOUNCE_MS = 300;
/** Products and categories shown, each. */
const SUGGESTION_COUNT = 4;

export interface SuggestionOption {
  id: string;
  kind: 'category' | 'product' | 'all';
  href: string;
  label: string;
  /** Category: the parent category's name; product: its price. */
  context: string | null;
  price: PriceView | null;
  image: { url: string; label: string } | null;
}

export interface SearchSuggestionsConfig {
  /** The search field (the combobox). */
  inputRef: RefObject<HTMLInputElement | null>;
  /** The field's text. */
  value: string;
  /** Called after a suggestion was chosen (the app has navigated to it). */
  onNavigate?: () => void;
  listboxId: string;
}

export interface SearchSuggestionsView {
  isOpen: boolean;
  isLoading: boolean;
  /** Results are known and there are none. */
  isEmpty: boolean;
  categories: SuggestionOption[];
  products: SuggestionOption[];
  seeAll: (SuggestionOption & { count: number }) | null;
  activeId: string | null;
  listboxId: string;
  /** For the live region: how many suggestions there are. */
  count: number;
  text: string;
  handleChoose: (option: SuggestionOption) => void;
  handleHover: (option: SuggestionOption) => void;
  /** Keeps the focus in the field when an option is pressed. */
  handleOptionMouseDown: (event: React.MouseEvent) => void;
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setDebounced(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

const ARIA_ATTRIBUTES = [
  'role',
  'aria-autocomplete',
  'aria-expanded',
  'aria-controls',
  'aria-activedescendant',
];

/**
 * Search suggestions for the header's search field, as a WAI-ARIA combobox with a listbox: the
 * field keeps the focus, Down and Up move through the suggestions (aria-activedescendant), Enter
 * opens the one chosen (else the form submits as usual), Escape closes the list (a second Escape
 * reaches the search bar). Asked once typing pauses (300 ms), from 3 characters.
 */
export function useSearchSuggestions({
  inputRef,
  value,
  onNavigate,
  listboxId,
}: SearchSuggestionsConfig): SearchSuggestionsView {
  const navigate = useNavigate();
  const client = useApolloClient();
  const loader = usePageLoader();
  const text = value.trim();
  const debounced = useDebounced(text, SUGGESTION_DEBOUNCE_MS).trim();
  const ready = debounced.length >= MIN_QUERY_LENGTH;
  const { data, previousData, loading } = useQuery<
    GetSearchSuggestionsQuery,
    GetSearchSuggestionsQueryVariables
  >(GET_SEARCH_SUGGESTIONS, { variables: { text: debounced, pageSize: SUGGESTION_COUNT }, skip: !ready });
  const result = ready ? (data ?? previousData) : undefined;

  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  const { categories, products, seeAll } = useMemo(() => {
    const categoryOptions: SuggestionOption[] = (result?.categories?.items ?? []).flatMap((category) =>
      category?.name && category.url_path
        ? [
            {
              id: `${listboxId}-category-${category.uid}`,
              kind: 'category' as const,
              href: categoryUrl(category.url_path, category.url_suffix),
              label: category.name,
              context:
                [...(category.breadcrumbs ?? [])].reverse().find((crumb) => crumb?.category_name)
                  ?.category_name ?? null,
              price: null,
              image: null,
            },
          ]
        : [],
    );
    const productOptions: SuggestionOption[] = (result?.products?.items ?? []).flatMap((product) =>
      product?.name
        ? [
            {
              id: `${listboxId}-product-${product.uid}`,
              kind: 'product' as const,
              href: productUrl(product.url_key, product.url_suffix),
              label: product.name,
              context: null,
              price: priceView(product.price_range, product),
              image: product.small_image?.url
                ? { url: product.small_image.url, label: product.small_image.label ?? '' }
                : null,
            },
          ]
        : [],
    );
    const total = result?.products?.total_count ?? 0;
    const all =
      total > 0
        ? {
            id: `${listboxId}-all`,
            kind: 'all' as const,
            href: searchHref(debounced),
            label: debounced,
            context: null,
            price: null,
            image: null,
            count: total,
          }
        : null;
    return { categories: categoryOptions, products: productOptions, seeAll: all };
  }, [debounced, listboxId, result]);

  const options = useMemo(
    () => [...categories, ...products, ...(seeAll ? [seeAll] : [])],
    [categories, products, seeAll],
  );
  const hasResult = Boolean(result);
  const isOpen = focused && !dismissed && text.length >= MIN_QUERY_LENGTH && (hasResult || loading);
  const active = isOpen && activeIndex >= 0 ? (options[activeIndex] ?? null) : null;

  // Typing starts over: no suggestion active, the list shown again.
  useEffect(() => {
    setActiveIndex(-1);
    setDismissed(false);
  }, [text]);

  const choose = useCallback(
    (option: SuggestionOption) => {
      setDismissed(true);
      navigate(option.href);
      onNavigate?.();
    },
    [navigate, onNavigate],
  );

  const latest = useRef({ isOpen, options, activeIndex, choose });
  latest.current = { isOpen, options, activeIndex, choose };

  // The field belongs to the search bar: its combobox semantics and keys are attached here.
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return undefined;
    if (document.activeElement === input) setFocused(true);
    const onFocus = () => setFocused(true);
    const onBlur = () => setFocused(false);
    const onKeyDown = (event: KeyboardEvent) => {
      const { isOpen: open, options: list, activeIndex: index, choose: pick } = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!list.length) return;
        event.preventDefault();
        setDismissed(false);
        const step = event.key === 'ArrowDown' ? 1 : -1;
        const count = list.length;
        setActiveIndex(!open || index < 0 ? (step > 0 ? 0 : count - 1) : (index + step + count) % count);
      } else if (event.key === 'Enter' && open && index >= 0 && list[index]) {
        event.preventDefault();
        event.stopPropagation();
        pick(list[index]!);
      } else if (event.key === 'Escape' && open) {
        event.preventDefault();
        event.stopPropagation();
        setDismissed(true);
        setActiveIndex(-1);
      }
    };
    input.addEventListener('focus', onFocus);
    input.addEventListener('blur', onBlur);
    input.addEventListener('keydown', onKeyDown);
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    return () => {
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('blur', onBlur);
      input.removeEventListener('keydown', onKeyDown);
      for (const attribute of ARIA_ATTRIBUTES) input.removeAttribute(attribute);
    };
  }, [inputRef, listboxId]);

  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    input.setAttribute('aria-expanded', String(isOpen && options.length > 0));
    if (active) input.setAttribute('aria-activedescendant', active.id);
    else input.removeAttribute('aria-activedescendant');
  }, [active, inputRef, isOpen, options.length]);

  // The highlighted suggestion's page is fetched ahead, as a hovered link's would be.
  useEffect(() => {
    if (active && active.kind !== 'all' && canPrefetch()) void prefetchRoute(client, loader, active.href);
  }, [active, client, loader]);

  return {
    isOpen,
    isLoading: loading && !hasResult,
    isEmpty: hasResult && options.length === 0,
    categories,
    products,
    seeAll,
    activeId: active?.id ?? null,
    listboxId,
    count: options.length,
    text: debounced,
    handleChoose: choose,
    handleHover: (option) => setActiveIndex(options.indexOf(option)),
    handleOptionMouseDown: (event) => event.preventDefault(),
  };
}
