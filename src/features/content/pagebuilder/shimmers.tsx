import Shimmer from '../../../components/Shimmer/Shimmer';
import * as styles from './shimmers.module.css';
import type { ConfigMap } from './types';

/** Placeholders while a content type's code loads (spec 4: image, dynamic block, banner, slider). */
export function ImageShimmer({ config }: { config: ConfigMap['image'] }) {
  const ratio = config.desktopImage?.dimensions?.ratio;
  return ratio ? <Shimmer aspectRatio={ratio} /> : <Shimmer height="16rem" />;
}

/** A banner keeps the banner's bottom margin too. */
export function BannerShimmer({ config }: { config: ConfigMap['banner'] }) {
  return <Shimmer className={styles.banner} height={config.minHeight || '300px'} />;
}

/**
 * A slider's frame: one slide (a banner with its margin) and, when there are several slides, the
 * height of the carousel controls, inside the slider's own bottom margin.
 */
export function SliderShimmer({ config, slideCount }: { config: ConfigMap['slider']; slideCount: number }) {
  return (
    <span className={styles.slider}>
      <Shimmer className={styles.banner} height={config.minHeight || '300px'} />
      {slideCount > 1 ? <span className={styles.controls} /> : null}
    </span>
  );
}

export function DynamicBlockShimmer({ config }: { config: ConfigMap['dynamic_block'] }) {
  return <Shimmer height={config.minHeight || '10rem'} />;
}
