import {
  createContext,
  Fragment,
  Suspense,
  useContext,
  useMemo,
  type ComponentType,
  type ReactNode,
} from 'react';
import ContentErrorBoundary from './ContentErrorBoundary';
import { LEADING_ELEMENTS } from './contentTypeChunks';
import { useContentDue } from './hooks/useContentDue';
import { ContentToneContext, useToneWithin } from './hooks/useContentTone';
import { parseRoot, type ContentRootElement, type PreparedContent } from './parse';
import type { ParseContext } from './parseHelpers';
import { preloadContentTypes, views, type ContentTypeView } from './registry';
import type { AnyContentNode, ContentType, ContentTypeProps } from './types';
import * as styles from './PageBuilder.module.css';

/** Hidden elements render nothing (spec 4); unknown types were left out by the parser. */
const isVisible = (node: AnyContentNode): boolean => !node.config.isHidden;

/**
 * An on-demand element further down the page: its code (and what it asks for) waits until it
 * nears the viewport or the page is quiet after load (useContentDue), its shimmer standing in, so
 * it takes nothing from what the shopper sees first.
 */
function WhenDue({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [due, observeDue] = useContentDue(true);
  return due ? children : <div ref={observeDue}>{placeholder}</div>;
}

function ContentElement({ node, deferLazy }: { node: AnyContentNode; deferLazy: boolean }) {
  const tone = useToneWithin(node);
  const view = views[node.contentType] as ContentTypeView<ContentType> | undefined;
  if (!view) return null;
  return (
    <ContentToneContext.Provider value={tone}>
      <ContentView node={node} view={view} deferLazy={deferLazy} />
    </ContentToneContext.Provider>
  );
}

/** An element's component (and children), with its boundary, code loading and shimmer. */
function ContentView({
  node,
  view,
  deferLazy,
}: {
  node: AnyContentNode;
  view: ContentTypeView<ContentType>;
  deferLazy: boolean;
}) {
  const childNodes = node.children.filter(isVisible);
  const Component = view.component as ComponentType<ContentTypeProps<ContentType>>;
  const isLazy = Boolean(view.preload);
  // Inside a deferred element, the children come when it does.
  const element = (
    <Component config={node.config} childNodes={childNodes}>
      {renderContentNodes(childNodes, deferLazy && !isLazy)}
    </Component>
  );
  if (!isLazy) return <ContentErrorBoundary contentType={node.contentType}>{element}</ContentErrorBoundary>;
  const shimmer = view.shimmer?.(node.config, childNodes) ?? null;
  const loading = <Suspense fallback={shimmer}>{element}</Suspense>;
  return (
    <ContentErrorBoundary contentType={node.contentType}>
      {deferLazy ? <WhenDue placeholder={shimmer}>{loading}</WhenDue> : loading}
    </ContentErrorBoundary>
  );
}

/**
 * Parsed content as React elements, one per visible node. With `deferLazy`, on-demand elements
 * wait until they are due (WhenDue).
 */
function renderContentNodes(nodes: readonly AnyContentNode[], deferLazy = false) {
  return nodes
    .filter(isVisible)
    .map((node, index) => (
      <ContentElement key={`${node.contentType}-${index}`} node={node} deferLazy={deferLazy} />
    ));
}

/**
 * One top-level element of prepared content, parsed when React renders it: in a concurrent
 * render React can yield between two of them, so a long page is read and rendered in slices. The
 * leading elements (the top of the page) render whole at once, the code of the types they hold
 * asked for as soon as they are parsed (a CMS page has it loaded with its data: the contentCode
 * of its page kind, features/content/pages.ts); the on-demand elements of the others wait until
 * they are due.
 */
function ContentRoot({
  root,
  context,
  leading,
}: {
  root: ContentRootElement;
  context: ParseContext;
  leading: boolean;
}) {
  const node = useMemo(() => {
    const parsed = parseRoot(root, context);
    if (parsed && leading) preloadContentTypes([parsed]);
    return parsed;
  }, [root, context, leading]);
  if (!node || !isVisible(node)) return null;
  return <ContentElement node={node} deferLazy={!leading} />;
}

/**
 * Whether content renders inside another element (a CMS block or dynamic block placed in a row):
 * it is within the page's margins already.
 */
const NestedContentContext = createContext(false);

/** Top-level elements in runs: each run of elements outside any row shares one wrapper. */
function rootRuns(roots: readonly ContentRootElement[]): Array<{ start: number; outsideRow: boolean }> {
  const runs: Array<{ start: number; outsideRow: boolean }> = [];
  roots.forEach((root, index) => {
    const outsideRow = root.element.getAttribute('data-content-type') !== 'row';
    const last = runs[runs.length - 1];
    if (!outsideRow || !last?.outsideRow) runs.push({ start: index, outsideRow });
  });
  return runs;
}

/**
 * Renders prepared Page Builder content (see preparePageBuilder), element by element. At the top
 * of a page, elements outside any row get the page's side margins (PageBuilder.module.css).
 */
export function PreparedPageBuilder({ content }: { content: PreparedContent }) {
  const nested = useContext(NestedContentContext);
  const runs = useMemo(() => rootRuns(content.roots), [content.roots]);
  const renderRoot = (root: ContentRootElement, index: number) => (
    <ContentRoot key={index} root={root} context={content.context} leading={index < LEADING_ELEMENTS} />
  );
  return (
    <NestedContentContext.Provider value={true}>
      {runs.map(({ start, outsideRow }, runIndex) => {
        const end = runs[runIndex + 1]?.start ?? content.roots.length;
        const roots = content.roots.slice(start, end).map((root, offset) => renderRoot(root, start + offset));
        return outsideRow && !nested ? (
          <div key={start} className={styles.outsideRow}>
            {roots}
          </div>
        ) : (
          <Fragment key={start}>{roots}</Fragment>
        );
      })}
    </NestedContentContext.Provider>
  );
}
