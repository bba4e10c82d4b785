import { Suspense, type ComponentType } from 'react';
import ContentErrorBoundary from './ContentErrorBoundary';
import { views, type ContentTypeView } from './registry';
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

/** Renders parsed Page Builder content. */
export default function PageBuilder({ nodes }: { nodes: readonly AnyContentNode[] }) {
  return <>{renderContentNodes(nodes)}</>;
}
