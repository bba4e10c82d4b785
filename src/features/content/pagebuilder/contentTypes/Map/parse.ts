import type { BaseConfig, ContentTypeParser } from '../../definition';
import { boolAttr, commonDefaults, cssValue } from '../../parseHelpers';

export interface MapLocation {
  /** Stored as `location_name`. */
  name: string;
  position?: { latitude: number; longitude: number };
  phone: string;
  address: string;
  city: string;
  state: string;
  zipcode: string;
  /** A list of parts in some exports: joined with a space. */
  country: string;
  comment: string;
}

export interface MapConfig extends BaseConfig {
  locations: MapLocation[];
  showControls: boolean;
  /** Spec 9: default zoom 8, scroll-wheel zoom off. */
  zoom: number;
  scrollwheel: boolean;
  height?: string;
}

const MAP_DEFAULT_ZOOM = 8;

const text = (value: unknown): string =>
  Array.isArray(value)
    ? value.map(text).filter(Boolean).join(' ')
    : typeof value === 'string'
      ? value.trim()
      : '';

function toLocation(raw: Record<string, unknown>): MapLocation | null {
  const name = text(raw.location_name ?? raw.name);
  const position = raw.position as { latitude?: unknown; longitude?: unknown } | undefined;
  const latitude = Number(position?.latitude);
  const longitude = Number(position?.longitude);
  const location: MapLocation = {
    name,
    ...(Number.isFinite(latitude) && Number.isFinite(longitude) && position
      ? { position: { latitude, longitude } }
      : {}),
    phone: text(raw.phone),
    address: text(raw.address),
    city: text(raw.city),
    state: text(raw.state),
    zipcode: text(raw.zipcode),
    country: text(raw.country),
    comment: text(raw.comment),
  };
  return name || location.address || location.position ? location : null;
}

export const mapParser: ContentTypeParser<MapConfig> = {
  defaults: () => ({
    ...commonDefaults(),
    appearance: 'default',
    locations: [],
    showControls: true,
    zoom: MAP_DEFAULT_ZOOM,
    scrollwheel: false,
  }),
  container: false,
  parse: (main) => {
    const stored = JSON.parse(main.getAttribute('data-locations') || '[]') as unknown;
    const locations = (Array.isArray(stored) ? stored : [])
      .filter((entry): entry is Record<string, unknown> => typeof entry === 'object' && entry !== null)
      .map(toLocation)
      .filter((location): location is MapLocation => location !== null);
    return {
      appearance: main.getAttribute('data-appearance') || 'default',
      locations,
      showControls: boolAttr(main, 'data-show-controls', true),
      height: cssValue(main.style.height),
    };
  },
};
