import BannerView from '../Banner/BannerView';
import type { ContentTypeProps } from '../../types';

/** A slide of a slider: a banner (the slider labels and shows it). */
export default function Slide({ config }: ContentTypeProps<'slide'>) {
  return <BannerView config={config} />;
}
