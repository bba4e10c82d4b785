import Shimmer from '../../../components/Shimmer/Shimmer';
import type { ConfigMap } from './types';

/** Placeholders while a content type's code loads (spec 4: image, dynamic block, banner, slider). */
export function ImageShimmer({ config }: { config: ConfigMap['image'] }) {
  const ratio = config.desktopImage?.dimensions?.ratio;
  return ratio ? <Shimmer aspectRatio={ratio} /> : <Shimmer height="16rem" />;
}

export function BannerShimmer({ config }: { config: ConfigMap['banner'] | ConfigMap['slider'] }) {
  return <Shimmer height={config.minHeight || '300px'} />;
}

export function DynamicBlockShimmer({ config }: { config: ConfigMap['dynamic_block'] }) {
  return <Shimmer height={config.minHeight || '10rem'} />;
}
