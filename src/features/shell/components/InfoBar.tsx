import { useRef } from 'react';
import RichContent from '../../../components/RichContent/RichContent';
import { INFO_BAR_BLOCK } from '../graphql/cmsBlock';
import { useCmsBlock } from '../hooks/useCmsBlock';
import { useContentLinks } from '../hooks/useContentLinks';
import * as styles from './InfoBar.module.css';

/**
 * The info bar above the header: a CMS block (spec 2). Its own background and spacing give way
 * to the utility bar's, so any block reads as one line of the brand's bar.
 * TODO(content): render through the content feature's CmsBlock once it lands.
 */
export default function InfoBar() {
  const { html } = useCmsBlock(INFO_BAR_BLOCK);
  const ref = useRef<HTMLDivElement>(null);
  useContentLinks(ref);
  return <div ref={ref}>{html ? <RichContent html={html} className={styles.root} /> : null}</div>;
}
