import { useDynamicBlocks } from '../../../hooks/useDynamicBlocks';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import PageBuilderContent from '../../PageBuilderContent';
import { DynamicBlockShimmer } from '../../shimmers';
import type { ContentTypeProps } from '../../types';
import * as styles from './DynamicBlock.module.css';

/** Adobe Commerce dynamic blocks: all of them (fixed) or one (rotating modes). */
export default function DynamicBlock({ config }: ContentTypeProps<'dynamic_block'>) {
  const style = useContentStyle(config);
  const { isLoading, blocks } = useDynamicBlocks(config.uids, config.displayMode);
  if (isLoading) return <DynamicBlockShimmer config={config} />;
  if (!blocks.length) return null;
  return (
    <div
      className={cx(config.displayInline ? styles.inline : styles.block, ...config.cssClasses)}
      style={style}
    >
      {blocks.map((block) => (
        <PageBuilderContent key={block.uid} html={block.html} />
      ))}
    </div>
  );
}
