import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { useSearchPage } from '../hooks/useSearchPage';
import ProductListing from './ProductListing';
import * as styles from './CatalogPage.module.css';
import * as own from './SearchPage.module.css';

/** Search results at /search.html?query= (spec 2): the same listing as a category, or no results. */
export default function SearchPage() {
  const { query, listing, suggestions, categories } = useSearchPage();
  return (
    <main className={styles.root}>
      <header className={styles.header}>
        <h1 className={styles.title}>
          {query ? (
            <FormattedMessage
              id="catalog.searchPage.heading"
              defaultMessage="Results for “{query}”"
              values={{ query }}
            />
          ) : (
            <FormattedMessage id="catalog.searchPage.emptyTitle" defaultMessage="Search" />
          )}
        </h1>
      </header>
      {query ? (
        <ProductListing
          listing={listing}
          empty={
            <div className={own.noResults}>
              <p>
                <FormattedMessage
                  id="catalog.searchPage.noResults"
                  defaultMessage="No results found for “{query}”."
                  values={{ query }}
                />
              </p>
              {suggestions.length > 0 ? (
                <p>
                  <FormattedMessage
                    id="catalog.searchPage.didYouMean"
                    defaultMessage="Did you mean {suggestion}?"
                    values={{
                      suggestion: (
                        <Link className={own.suggestion} to={suggestions[0]!.href}>
                          {suggestions[0]!.text}
                        </Link>
                      ),
                    }}
                  />
                </p>
              ) : (
                <p className={own.hint}>
                  <FormattedMessage
                    id="catalog.searchPage.tryAgain"
                    defaultMessage="Check the spelling or try a more general word."
                  />
                </p>
              )}
              {categories.length > 0 ? (
                <nav className={own.browse} aria-labelledby="search-browse">
                  <h2 id="search-browse" className={own.browseTitle}>
                    <FormattedMessage id="catalog.searchPage.browse" defaultMessage="Or browse the store" />
                  </h2>
                  <ul className={own.browseList}>
                    {categories.map((category) => (
                      <li key={category.uid}>
                        <Link className={own.browseLink} to={category.href}>
                          {category.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </nav>
              ) : null}
            </div>
          }
        />
      ) : (
        <p className={own.hint}>
          <FormattedMessage
            id="catalog.searchPage.prompt"
            defaultMessage="Type what you are looking for in the search bar at the top."
          />
        </p>
      )}
    </main>
  );
}
