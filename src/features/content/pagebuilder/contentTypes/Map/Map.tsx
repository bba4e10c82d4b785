import { useIntl } from 'react-intl';
import ContentLink from '../../ContentLink';
import { cx, useContentStyle } from '../../hooks/useContentStyle';
import type { ContentTypeProps } from '../../types';
import type { MapLocation } from './parse';
import * as styles from './Map.module.css';

/** An OpenStreetMap page centred on the location at the map's zoom. */
function mapLink(location: MapLocation, zoom: number): string | undefined {
  if (!location.position) return undefined;
  const { latitude, longitude } = location.position;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=${zoom}/${latitude}/${longitude}`;
}

const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * A map element. No map provider key is configured for the storefront, so instead of an
 * interactive map it shows the locations as an accessible list, each with a link to a map.
 */
export default function Map({ config }: ContentTypeProps<'map'>) {
  const intl = useIntl();
  const style = useContentStyle(config);
  if (!config.locations.length) return null;
  return (
    <div className={cx(styles.map, ...config.cssClasses)} style={style}>
      <ul
        className={styles.list}
        aria-label={intl.formatMessage({ id: 'content.map.locations', defaultMessage: 'Locations' })}
      >
        {config.locations.map((location, index) => {
          const link = mapLink(location, config.zoom);
          const cityLine = [location.city, [location.state, location.zipcode].filter(Boolean).join(' ')]
            .filter(Boolean)
            .join(', ');
          return (
            <li key={`${location.name}-${index}`} className={styles.location}>
              <address className={styles.address}>
                {location.name && <strong className={styles.name}>{location.name}</strong>}
                {location.address && <span>{location.address}</span>}
                {cityLine && <span>{cityLine}</span>}
                {location.country && <span>{location.country}</span>}
                {location.phone && (
                  <a className={styles.phone} href={telHref(location.phone)}>
                    {location.phone}
                  </a>
                )}
              </address>
              {location.comment && <p className={styles.comment}>{location.comment}</p>}
              {link && (
                <ContentLink href={link} className={styles.mapLink}>
                  {intl.formatMessage(
                    { id: 'content.map.viewOnMap', defaultMessage: 'View {name} on a map' },
                    { name: location.name || location.address },
                  )}
                </ContentLink>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
