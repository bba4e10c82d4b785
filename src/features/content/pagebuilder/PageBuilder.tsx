import { Suspense, useMemo, type ComponentType } from 'react';
import ContentErrorBoundary from './ContentErrorBoundary';
import { parseRoot, type ContentRootElement, type PreparedContent } from './parse';
import type { ParseContext } from './parseHelpers';
import { preloadContentTypes, views, type ContentTypeView } from './registry';
import type { AnyContentNode, ContentType, ContentTypeProps } from './types';

/** Hidden elements render nothing (spec 4); unknown types were left out by the parser. */
const isVisible = (node: AnyContentNode): boolean => !node.config.isHidden;

function ContentElement({ node }: { node: AnyContentNode }) {
  const view = views[node.contentType] as ContentTypeView<ContentType> | undefined;
  if (!view) return null;
  const childNodes = node.children.filter(isVisible);
  const Component = view.component as ComponentType<ContentTypeProps<ContentType>>;
  const element = (
    <Component config={node.config} childNodes={childNodes}>
      {renderContentNodes(childNodes)}
    </Component>
  );
  return (
    <ContentErrorBoundary contentType={node.contentType}>
      {view.preload ? (
        <Suspense fallback={view.shimmer?.(node.config, childNodes) ?? null}>{element}</Suspense>
      ) : (
        element
      )}
    </ContentErrorBoundary>
  );
}

/** Parsed content as React elements, one per visible node. */
export function renderContentNodes(nodes: readonly AnyContentNode[]) {
  return nodes
    .filter(isVisible)
    .map((node, index) => <ContentElement key={`${node.contentType}-${index}`} node={node} />);
}

/**
 * One top-level element of prepared content, parsed when React renders it: in a concurrent
 * render React can yield between two of them, so a long page is read and rendered in slices. The
 * code of the types it holds is asked for as soon as it is parsed.
 */
function ContentRoot({ root, context }: { root: ContentRootElement; context: ParseContext }) {
  const node = useMemo(() => {
    const parsed = parseRoot(root, context);
    if (parsed) preloadContentTypes([parsed]);
    return parsed;
  }, [root, context]);
  return node && isVisible(node) ? <ContentElement node={node} /> : null;
}

/** Renders prepared Page Builder content (see preparePageBuilder), element by element. */
export function PreparedPageBuilder({ content }: { content: PreparedContent }) {
  return (
    <>
      {content.roots.map((root, index) => (
        <ContentRoot key={index} root={root} context={content.context} />
      ))}
    </>
  );
}
