import type { ContentTypeProps } from '../../types';
import BannerView from './BannerView';

/** A banner (see BannerView). */
export default function Banner({ config }: ContentTypeProps<'banner'>) {
  return <BannerView config={config} />;
}
