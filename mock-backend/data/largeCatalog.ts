/**
 * A catalog of real size for `MOCK_CATALOG=large`: departments, families, styles and leaf
 * categories (4 levels below the root), products of the brand's kinds (record players,
 * cartridges, speakers, records...) with names, prices, stock, descriptions, select attribute
 * values and configurable variants, and more options for the filterable select attributes.
 *
 * Everything comes from one seeded generator: the same seed gives the same catalog, byte for
 * byte. The generated part is added to the hand-written catalog, whose ids, URLs and menu it
 * leaves as they are: generated categories take ids from 1000, products from 200001, variants
 * from 400001 and options from 2001; url keys that the hand-written catalog (or its redirects)
 * already uses are not handed out again.
 *
 * Images: a generated product shows images of a hand-written product of its kind (the media the
 * backend already draws and `npm run media` pre-renders), so a large catalog draws nothing more.
 */
import type {
  SeedAttribute,
  SeedAttributeOption,
  SeedCategory,
  SeedMedia,
  SeedProduct,
  SeedRedirect,
  SeedVariant,
} from './types';

export interface LargeCatalogOptions {
  /** Any text; the same seed gives the same catalog. */
  seed?: string;
  products?: number;
  categories?: number;
  /** Options added to the filterable select/multiselect attributes. */
  options?: number;
}

interface BaseCatalog {
  attributes: SeedAttribute[];
  categories: SeedCategory[];
  products: SeedProduct[];
  redirects: SeedRedirect[];
}

export interface LargeCatalog extends BaseCatalog {
  /** What was generated (also part of the arrays above). */
  generated: {
    categories: SeedCategory[];
    products: SeedProduct[];
    options: SeedAttributeOption[];
  };
}

const DEFAULT_LARGE_CATALOG_SEED = 'spindle-and-stylus';
const SIZES = { products: 20_000, categories: 1_000, options: 200 };

const FIRST_CATEGORY_ID = 1000;
const FIRST_PRODUCT_ID = 200_001;
const FIRST_VARIANT_ID = 400_001;
const FIRST_OPTION_ID = 2001;

/* ------------------------------------------------------------------------------------------------
 * Seeded randomness
 * ---------------------------------------------------------------------------------------------- */

/** FNV-1a of a text: a 32-bit seed. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

interface Random {
  /** [0, 1) */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  shuffle<T>(list: readonly T[]): T[];
  /** `count` distinct entries of `list` (all of them when it has fewer). */
  sample<T>(list: readonly T[], count: number): T[];
}

/** A small 32-bit generator (mulberry32 steps), one stream per purpose. */
function random(seed: string, stream: string): Random {
  let state = hashText(`${seed}/${stream}`);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const shuffle = <T>(list: readonly T[]): T[] => {
    const out = [...list];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(next() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  return {
    next,
    int,
    pick: (list) => list[Math.floor(next() * list.length)]!,
    chance: (probability) => next() < probability,
    shuffle,
    sample: (list, count) => {
      // A partial Fisher-Yates: only the first `count` places are drawn.
      const out = [...list];
      const n = Math.min(count, out.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (out.length - i));
        [out[i], out[j]] = [out[j]!, out[i]!];
      }
      return out.slice(0, n);
    },
  };
}

/* ------------------------------------------------------------------------------------------------
 * Vocabulary
 * ---------------------------------------------------------------------------------------------- */

type Kind =
  | 'player'
  | 'cartridge'
  | 'speaker'
  | 'amplifier'
  | 'vinyl'
  | 'headphones'
  | 'storage'
  | 'care'
  | 'cable'
  | 'radio';

interface Department {
  name: string;
  kind: Kind;
  /** Shown in the mega menu's bar (which has room for a few more). */
  menu?: boolean;
  families: string[];
  styles: string[];
  leaves: string[];
}

/** Leaf names that say nothing a product's own data could contradict (no prices, no sizes). */
const PICK_LEAVES = ['Best Sellers', 'Gift Ideas', "Editor's Choice", 'Everyday Favorites'];
const COMMON_LEAVES = ['New Arrivals', 'Staff Picks', 'Limited Editions', 'Open Box', 'Bundles & Sets'];

const DEPARTMENTS: Department[] = [
  {
    name: 'Turntable Decks',
    kind: 'player',
    families: [
      'Belt-Drive Decks',
      'Direct-Drive Decks',
      'Automatic Decks',
      'Portable Players',
      'DJ Decks',
      'Deck Packages',
    ],
    styles: [
      'Entry Level',
      'Audiophile',
      'Bluetooth Ready',
      'Built-in Preamp',
      'Retro Styled',
      'USB Recording',
      'Wood Plinth',
    ],
    leaves: [...PICK_LEAVES, 'Walnut & Oak', 'Black & Silver', ...COMMON_LEAVES],
  },
  {
    name: 'Cartridges',
    kind: 'cartridge',
    menu: true,
    families: [
      'Moving Magnet',
      'Moving Coil',
      'Replacement Styli',
      'Headshells',
      'DJ Cartridges',
      'Mono Cartridges',
    ],
    styles: [
      'Conical Tip',
      'Elliptical Tip',
      'Microline Tip',
      'Shibata Tip',
      'Pre-Mounted',
      'High Output',
      'Low Output',
    ],
    leaves: [...PICK_LEAVES, 'For 78 RPM', 'Upgrade Picks', ...COMMON_LEAVES],
  },
  {
    name: 'Hi-Fi Speakers',
    kind: 'speaker',
    families: [
      'Bookshelf Pairs',
      'Floorstanders',
      'Powered Monitors',
      'Subwoofers',
      'Wireless Speakers',
      'Outdoor Speakers',
    ],
    styles: [
      'Compact',
      'Studio Reference',
      'Vintage Look',
      'Walnut Cabinets',
      'With Phono Input',
      'Multiroom',
      'Party Size',
    ],
    leaves: [...PICK_LEAVES, 'Pairs', 'Singles', ...COMMON_LEAVES],
  },
  {
    name: 'Amplifiers',
    kind: 'amplifier',
    menu: true,
    families: ['Integrated Amps', 'Phono Preamps', 'Tube Amps', 'Headphone Amps', 'Receivers', 'Power Amps'],
    styles: [
      'Class A/B',
      'Class D',
      'Valve',
      'With DAC',
      'With Bluetooth',
      'MM/MC Switching',
      'Compact Chassis',
    ],
    leaves: [...PICK_LEAVES, 'Silver Faceplates', 'Black Faceplates', ...COMMON_LEAVES],
  },
  {
    name: 'Records & LPs',
    kind: 'vinyl',
    families: [
      'Jazz Records',
      'Rock Records',
      'Soul & Funk',
      'Electronic Records',
      'Folk & Country',
      'Soundtracks',
    ],
    styles: [
      'Reissues',
      'First Pressings',
      'Live Albums',
      'Compilations',
      'Debut Albums',
      'Box Sets',
      'Singles & EPs',
    ],
    leaves: [
      '180g Vinyl',
      'Colored Vinyl',
      'Double LPs',
      '45 RPM Cuts',
      'Picture Discs',
      'Signed Copies',
      ...COMMON_LEAVES,
    ],
  },
  {
    name: 'Personal Audio',
    kind: 'headphones',
    families: ['Over-Ear', 'On-Ear', 'In-Ear', 'True Wireless', 'Studio Headphones', 'Headphone Stands'],
    styles: [
      'Closed Back',
      'Open Back',
      'Noise Cancelling',
      'Wired',
      'Bluetooth',
      'Travel',
      'Planar Magnetic',
    ],
    leaves: [...PICK_LEAVES, 'Kids', 'Gaming', ...COMMON_LEAVES],
  },
  {
    name: 'Furniture & Storage',
    kind: 'storage',
    families: [
      'Record Crates',
      'Vinyl Cabinets',
      'Media Consoles',
      'Wall Shelves',
      'Display Stands',
      'Flip Bins',
    ],
    styles: [
      'Solid Wood',
      'Mid-Century',
      'Industrial',
      'Modular',
      'Stackable',
      'Turntable Tables',
      'Compact Spaces',
    ],
    leaves: [...PICK_LEAVES, 'Oak', 'Walnut', 'Black', ...COMMON_LEAVES],
  },
  {
    name: 'Care & Cleaning',
    kind: 'care',
    families: [
      'Record Brushes',
      'Cleaning Fluids',
      'Inner Sleeves',
      'Outer Sleeves',
      'Stylus Care',
      'Cleaning Machines',
    ],
    styles: ['Carbon Fiber', 'Velvet', 'Anti-Static', 'Archival', 'Starter Kits', 'Refills', 'Pro Grade'],
    leaves: ['Value Packs', 'Singles', 'Gift Ideas', ...COMMON_LEAVES],
  },
  {
    name: 'Cables & Connections',
    kind: 'cable',
    families: [
      'RCA Interconnects',
      'Speaker Cable',
      'Phono Cables',
      'Digital Cables',
      'Adapters',
      'Power & Grounding',
    ],
    styles: [
      'Short Runs',
      'Long Runs',
      'Braided',
      'Gold Plated',
      'Low Capacitance',
      'Bulk Reels',
      'Right Angle',
    ],
    leaves: [...PICK_LEAVES, 'Home Setups', 'Studio Setups', ...COMMON_LEAVES],
  },
  {
    name: 'Radios & Streamers',
    kind: 'radio',
    families: [
      'Tabletop Radios',
      'Internet Radios',
      'Network Streamers',
      'Portable Radios',
      'Clock Radios',
      'Tuners',
    ],
    styles: ['AM/FM', 'DAB+', 'Wi-Fi', 'Retro Cabinet', 'Battery Powered', 'Stereo', 'Smart Speaker'],
    leaves: [...PICK_LEAVES, 'Wood Finish', 'Pastel Colors', ...COMMON_LEAVES],
  },
];

const SERIES = [
  'Aurora',
  'Meridian',
  'Halcyon',
  'Cadence',
  'Tempo',
  'Sonnet',
  'Verso',
  'Orbit',
  'Lumen',
  'Nocturne',
  'Vantage',
  'Crescendo',
  'Echo',
  'Fidelio',
  'Atlas',
  'Solstice',
  'Marlow',
  'Beacon',
  'Harbor',
  'Quill',
  'Ember',
  'Lyric',
  'Parlor',
  'Sable',
  'Tidewater',
  'Velour',
  'Wren',
  'Zephyr',
  'Kestrel',
  'Bramble',
];

const NOUNS: Record<Kind, string[]> = {
  player: [
    'Turntable',
    'Record Player',
    'Belt-Drive Turntable',
    'Direct-Drive Turntable',
    'Suitcase Record Player',
    'Automatic Turntable',
    'Manual Turntable',
  ],
  cartridge: [
    'Moving Magnet Cartridge',
    'Moving Coil Cartridge',
    'Replacement Stylus',
    'Elliptical Stylus',
    'Headshell & Cartridge Set',
    'Phono Cartridge',
    'Conical Stylus',
  ],
  speaker: [
    'Bookshelf Speakers',
    'Powered Monitor Speakers',
    'Floorstanding Speaker',
    'Bluetooth Speaker',
    'Subwoofer',
    'Wireless Speaker',
    'Stereo Speakers',
  ],
  amplifier: [
    'Integrated Amplifier',
    'Phono Preamp',
    'Tube Amplifier',
    'Headphone Amplifier',
    'Stereo Receiver',
    'Power Amplifier',
  ],
  vinyl: ['LP'],
  headphones: [
    'Over-Ear Headphones',
    'Wireless Headphones',
    'Studio Headphones',
    'Open-Back Headphones',
    'True Wireless Earbuds',
    'In-Ear Monitors',
    'Headphone Stand',
  ],
  storage: [
    'Record Crate',
    'Vinyl Storage Cabinet',
    'LP Wall Shelf',
    'Record Stand',
    'Media Console',
    'Record Flip Bin',
    'Turntable Table',
  ],
  care: [
    'Record Cleaning Kit',
    'Carbon Fiber Record Brush',
    'Stylus Cleaner',
    'Anti-Static Inner Sleeves',
    'Record Cleaning Fluid',
    'Outer Sleeves',
    'Record Cleaning Machine',
  ],
  cable: [
    'RCA Interconnect',
    'Speaker Cable',
    'Phono Cable with Ground',
    'Optical Cable',
    '3.5mm to RCA Cable',
    'USB-C Audio Cable',
    'Ground Wire',
  ],
  radio: [
    'AM/FM Radio',
    'Internet Radio',
    'DAB+ Radio',
    'Network Streamer',
    'Tabletop Radio',
    'Clock Radio',
    'Stereo Tuner',
  ],
};

const FEATURES: Record<Kind, string[]> = {
  player: [
    'with Bluetooth',
    'with Built-in Preamp',
    'with USB Recording',
    'with Carbon Tonearm',
    'with Dust Cover',
    'with Speed Control',
  ],
  cartridge: [
    'for DJ Use',
    'with Aluminium Cantilever',
    'with Boron Cantilever',
    'Pre-Mounted',
    'for 78 RPM Records',
    'Upgrade Kit',
  ],
  speaker: [
    'with Walnut Cabinet',
    'with 5-Inch Woofer',
    'with Phono Input',
    'Pair',
    'with Front Port',
    'with Grilles',
  ],
  amplifier: [
    '50W x 2',
    'with MM/MC Switching',
    'with DAC',
    'with Bluetooth Input',
    'with Remote',
    '100W x 2',
  ],
  vinyl: [],
  headphones: [
    'with Noise Cancelling',
    'with Detachable Cable',
    'with Carry Case',
    'with Boom Mic',
    'Studio Edition',
  ],
  storage: [
    'Holds 100 LPs',
    'in Solid Oak',
    'with Turntable Shelf',
    'Set of 2',
    'Holds 300 LPs',
    'in Walnut Veneer',
  ],
  care: ['50 Pack', '100 Pack', 'Starter Kit', 'Refill', 'with Velvet Pad', 'Pro Size'],
  cable: ['1 m', '2 m', '3 m', '5 m', 'Braided', 'Gold-Plated'],
  radio: [
    'with Bluetooth',
    'with Alarm',
    'with Wood Cabinet',
    'with Preset Buttons',
    'Rechargeable',
    'with Spotify Connect',
  ],
};

const BENEFITS: Record<Kind, string[]> = {
  player: [
    'spins your records at a steady speed with almost no rumble',
    'pairs a balanced tonearm with a cartridge that tracks gently',
    'sets up in minutes with a pre-fitted cartridge and counterweight',
    'isolates the platter from footfalls with damped feet',
  ],
  cartridge: [
    'pulls fine detail out of the groove without harshness',
    'tracks at a light force that is kind to your records',
    'mounts on any standard half-inch headshell',
    'brings a tired turntable back to life in ten minutes',
  ],
  speaker: [
    'fills a living room with warm, detailed sound',
    'images precisely so the band stands between the cabinets',
    'plugs straight into a turntable with a built-in preamp',
    'keeps its composure at party volume',
  ],
  amplifier: [
    'drives bookshelf and floorstanding speakers with ease',
    'adds a quiet, accurate phono stage to any system',
    'keeps the signal path short for an open, natural sound',
    'switches inputs without a pop or a click',
  ],
  vinyl: [
    'was cut from the original master tapes',
    'is pressed on heavy, quiet vinyl',
    'comes in a gatefold sleeve with the original artwork',
    'includes a printed inner sleeve with lyrics and credits',
  ],
  headphones: [
    'sits comfortably through a whole double album',
    'seals out the room so the music comes first',
    'folds flat for travel',
    'brings out the low end without blurring the vocals',
  ],
  storage: [
    'keeps a growing collection upright and easy to browse',
    'is sized for LPs in outer sleeves',
    'ships flat and assembles with a single tool',
    'carries the weight of a full shelf without sagging',
  ],
  care: [
    'lifts dust out of the grooves before it is ground in',
    'protects records from scuffs and static',
    'is gentle enough for every play',
    'keeps the stylus clean for clearer sound',
  ],
  cable: [
    'carries the signal with very little noise',
    'has snug, gold-plated connectors that do not work loose',
    'is shielded against hum from nearby power leads',
    'is flexible enough to route behind a cabinet',
  ],
  radio: [
    'tunes in local and internet stations in seconds',
    'fills a kitchen or a bedroom with clear sound',
    'remembers your favourite stations on presets',
    'looks as good switched off as it sounds switched on',
  ],
};

const CLOSERS = [
  'Designed by Spindle & Stylus in Portland and backed by our friendly support team.',
  'Free shipping on orders over $75 and 30-day returns.',
  'A favourite with our staff and a great gift for a new collector.',
  'Every unit is checked by hand before it leaves our warehouse.',
  'Pairs beautifully with the rest of our range.',
];

const ARTIST_WORDS = [
  'Velvet',
  'Orchard',
  'Paper',
  'Lantern',
  'Copper',
  'Harbor',
  'Midnight',
  'Static',
  'Golden',
  'Hour',
  'Silver',
  'Tide',
  'Northern',
  'Lights',
  'Hollow',
  'Pines',
  'Glass',
  'Animals',
  'River',
  'Saints',
];
const FIRST_NAMES = [
  'Marisol',
  'Otis',
  'June',
  'Desmond',
  'Hazel',
  'Ray',
  'Loretta',
  'Felix',
  'Nina',
  'Clyde',
  'Ada',
  'Miles',
];
const LAST_NAMES = [
  'Vega',
  'Parker',
  'Holloway',
  'Reyes',
  'Bishop',
  'Lang',
  'Okafor',
  'Sterling',
  'Moss',
  'Whitfield',
];
const ENSEMBLES = ['Quartet', 'Trio', 'Band', 'Orchestra', 'Collective', 'Sextet'];
const ALBUM_WORDS = [
  'Blue',
  'Light',
  'Summer',
  'Rain',
  'City',
  'Night',
  'Long',
  'Road',
  'Slow',
  'Burn',
  'Late',
  'Bloom',
  'Electric',
  'Dreams',
  'Quiet',
  'Storm',
  'Open',
  'Sky',
  'Low',
  'Tide',
];
const FORMATS = ['LP', '180g LP', '2LP', 'Colored Vinyl', '45 RPM 12"', 'Deluxe 2LP'];

const COUNTRIES = ['US', 'JP', 'DE', 'GB', 'DK', 'CN', 'TW', 'CA'];

/** Price range per kind (USD), and the share made configurable (colour or finish variants). */
const KIND_SETTINGS: Record<Kind, { min: number; max: number; configurable: number }> = {
  player: { min: 59, max: 1899, configurable: 0.3 },
  cartridge: { min: 19, max: 899, configurable: 0 },
  speaker: { min: 49, max: 2499, configurable: 0.3 },
  amplifier: { min: 79, max: 2999, configurable: 0.15 },
  vinyl: { min: 14, max: 69, configurable: 0 },
  headphones: { min: 19, max: 999, configurable: 0.35 },
  storage: { min: 24, max: 899, configurable: 0.3 },
  care: { min: 6, max: 349, configurable: 0 },
  cable: { min: 9, max: 299, configurable: 0 },
  radio: { min: 29, max: 699, configurable: 0.3 },
};

/** Hand-written categories whose products' images a generated kind shows. */
const IMAGE_CATEGORIES: Record<Kind, number[]> = {
  player: [4, 5, 27, 28],
  cartridge: [21],
  speaker: [9, 10],
  amplifier: [6, 7],
  vinyl: [16, 17, 29, 30],
  headphones: [13, 14],
  storage: [20],
  care: [19],
  cable: [18],
  radio: [11],
};

/* ------------------------------------------------------------------------------------------------
 * Options
 * ---------------------------------------------------------------------------------------------- */

const COLOR_TONES: Array<[string, number]> = [
  ['Light', 0.35],
  ['Dark', -0.35],
  ['Dusty', 0.15],
  ['Deep', -0.5],
  ['Pale', 0.55],
  ['Smoky', -0.2],
];
const COLOR_BASES: Array<[string, string]> = [
  ['Blue', '#2f5fa7'],
  ['Green', '#3f8f4f'],
  ['Rose', '#c9607a'],
  ['Teal', '#2a8c8c'],
  ['Olive', '#7b7f35'],
  ['Coral', '#e9765b'],
  ['Plum', '#6e3a62'],
  ['Sand', '#cdb48a'],
  ['Slate', '#5d6874'],
  ['Mint', '#8fd1b0'],
  ['Rust', '#a4502a'],
  ['Yellow', '#e3c23b'],
];
const FINISH_WOODS = [
  'Oak',
  'Walnut',
  'Cherry',
  'Maple',
  'Teak',
  'Rosewood',
  'Ash',
  'Birch',
  'Zebrano',
  'Ebony',
];
const FINISH_TREATMENTS = ['Smoked', 'Oiled', 'Lacquered', 'Natural', 'Gloss', 'Satin'];
const GENRE_PLACES = [
  'Chicago',
  'Detroit',
  'Nashville',
  'Memphis',
  'Delta',
  'Nordic',
  'Latin',
  'Afro',
  'Brazilian',
  'Celtic',
  'Balkan',
  'West Coast',
  'Northern',
];
const GENRE_STYLES = [
  'Psychedelic',
  'Progressive',
  'Experimental',
  'Ambient',
  'Modal',
  'Acid',
  'Lo-Fi',
  'Cosmic',
  'Garage',
  'Chamber',
  'Spiritual',
  'Baroque',
  'Deep',
];
const GENRE_BASES = [
  'Jazz',
  'Rock',
  'Soul',
  'Funk',
  'Blues',
  'Folk',
  'House',
  'Techno',
  'Pop',
  'Disco',
  'Gospel',
  'Reggae',
];
const CONNECTIVITY_EXTRA = [
  'Optical Out',
  'Coaxial Out',
  'HDMI ARC',
  'Phono Preamp Out',
  'Balanced XLR',
  'AirPlay 2',
  'Chromecast',
  'Spotify Connect',
  'USB-C',
  'aptX HD',
  'LDAC',
  'Subwoofer Out',
  'Line In',
  'Ethernet',
  'FM Antenna',
  'DAB+ Tuner',
  'Multiroom',
  'NFC Pairing',
  'Bluetooth Out',
  'Tidal Connect',
  'Roon Ready',
  'MM Phono In',
  'MC Phono In',
  'Coaxial In',
  'Optical In',
  'Microphone In',
  'SD Card Slot',
  'Cassette Deck',
  'CD Player',
  'Tape Monitor',
  'Trigger In',
  'IR Remote',
  'Voice Control',
  'Apple Lightning',
  'Battery Pack',
];
const DRIVE_EXTRA = ['Idler Wheel', 'Rim Drive', 'Linear Tracking', 'Magnetic Levitation', 'Thread Drive'];
const SPEEDS_EXTRA = ['16⅔ RPM'];

/** Shares of the added options per attribute code (the rest goes to genre). */
const OPTION_SHARES: Array<[string, number]> = [
  ['color', 0.25],
  ['finish', 0.15],
  ['connectivity', 0.145],
  ['drive_type', 0.025],
  ['speeds', 0.005],
];

const clamp = (value: number) => Math.max(0, Math.min(255, Math.round(value)));
function tone(hex: string, amount: number): string {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const mixed = channels.map((c) => clamp(amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${mixed.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

function candidateLabels(code: string, rnd: Random): Array<{ label: string; swatch?: string }> {
  switch (code) {
    case 'color':
      return rnd.shuffle(
        COLOR_BASES.flatMap(([base, hex]) => [
          { label: base, swatch: hex },
          ...COLOR_TONES.map(([word, amount]) => ({ label: `${word} ${base}`, swatch: tone(hex, amount) })),
        ]),
      );
    case 'finish':
      return rnd.shuffle(
        FINISH_WOODS.flatMap((wood, w) =>
          FINISH_TREATMENTS.map((treatment, t) => ({
            label: `${treatment} ${wood}`,
            swatch: tone(['#8a5a2b', '#5d3a1a', '#8e3b2a', '#d8b98a', '#9a6a3a'][w % 5]!, (t - 2.5) / 8),
          })),
        ),
      );
    case 'connectivity':
      return CONNECTIVITY_EXTRA.map((label) => ({ label }));
    case 'drive_type':
      return DRIVE_EXTRA.map((label) => ({ label }));
    case 'speeds':
      return SPEEDS_EXTRA.map((label) => ({ label }));
    default:
      return rnd.shuffle([
        ...GENRE_BASES.flatMap((base) => [
          ...GENRE_PLACES.map((place) => ({ label: `${place} ${base}` })),
          ...GENRE_STYLES.map((style) => ({ label: `${style} ${base}` })),
        ]),
      ]);
  }
}

/** The attributes with `count` more options spread over the filterable select attributes. */
function addOptions(
  attributes: SeedAttribute[],
  count: number,
  rnd: Random,
): { attributes: SeedAttribute[]; added: SeedAttributeOption[] } {
  const targets = attributes.filter(
    (attribute) =>
      attribute.is_filterable &&
      (attribute.frontend_input === 'select' || attribute.frontend_input === 'multiselect'),
  );
  const quota = new Map<string, number>();
  let left = count;
  for (const [code, share] of OPTION_SHARES) {
    if (!targets.some((attribute) => attribute.code === code)) continue;
    const n = Math.min(left, Math.round(count * share));
    quota.set(code, n);
    left -= n;
  }
  const rest = targets.find((attribute) => attribute.code === 'genre') ?? targets[0];
  if (rest) quota.set(rest.code, (quota.get(rest.code) ?? 0) + left);

  let nextId = FIRST_OPTION_ID;
  const added: SeedAttributeOption[] = [];
  const next = attributes.map((attribute) => {
    const wanted = quota.get(attribute.code) ?? 0;
    if (!wanted) return attribute;
    const taken = new Set((attribute.options ?? []).map((option) => option.label.toLowerCase()));
    const fresh: SeedAttributeOption[] = [];
    const candidates = candidateLabels(attribute.code, rnd);
    for (let i = 0; fresh.length < wanted; i++) {
      const candidate = candidates[i % candidates.length]!;
      const round = Math.floor(i / candidates.length);
      const label = round ? `${candidate.label} ${round + 1}` : candidate.label;
      if (taken.has(label.toLowerCase())) continue;
      taken.add(label.toLowerCase());
      const option: SeedAttributeOption = { id: String(nextId++), label };
      if (attribute.swatch_input_type === 'visual' && candidate.swatch) {
        option.swatch = { type: 'color', value: candidate.swatch };
      }
      fresh.push(option);
    }
    added.push(...fresh);
    return { ...attribute, options: [...(attribute.options ?? []), ...fresh] };
  });
  return { attributes: next, added };
}

/* ------------------------------------------------------------------------------------------------
 * Categories
 * ---------------------------------------------------------------------------------------------- */

const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/&/g, ' ')
    .replace(/['$]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** Level sizes for `total` categories: about 1%, 4%, 20% and the rest (every parent has a child). */
export function levelSizes(total: number): [number, number, number, number] {
  const top = Math.max(1, Math.round(total * 0.01));
  const second = Math.max(top, Math.round(total * 0.04));
  const third = Math.max(second, Math.round(total * 0.2));
  const fourth = Math.max(third, total - top - second - third);
  return [top, second, third, fourth];
}

/** How many children each of `parents` gets so that `children` are spread evenly. */
function spread(parents: number, children: number, rnd: Random): number[] {
  const counts = Array.from({ length: parents }, () => Math.floor(children / parents));
  const extra = rnd.sample(
    Array.from({ length: parents }, (_v, i) => i),
    children % parents,
  );
  for (const i of extra) counts[i]! += 1;
  return counts;
}

/** Distinct names from `list`, in a seeded order, numbered when the list runs out. */
function names(list: string[], count: number, rnd: Random): string[] {
  const order = rnd.shuffle(list);
  return Array.from({ length: count }, (_v, i) => {
    const round = Math.floor(i / order.length);
    return round ? `${order[i % order.length]!} ${round + 1}` : order[i % order.length]!;
  });
}

interface GeneratedCategory {
  category: SeedCategory;
  department: Department;
}

function generateCategories(
  total: number,
  rootId: number,
  firstPosition: number,
  takenTopPaths: Set<string>,
  rnd: Random,
): GeneratedCategory[] {
  const sizes = levelSizes(total);
  const out: GeneratedCategory[] = [];
  let nextId = FIRST_CATEGORY_ID;

  const make = (
    parent: { id: number; url_path: string } | null,
    name: string,
    level: number,
    position: number,
    department: Department,
  ): SeedCategory => {
    let key = slug(name);
    if (!parent) {
      const base = key;
      for (let n = 2; takenTopPaths.has(key); n++) key = `${base}-${n}`;
      takenTopPaths.add(key);
    }
    const url_path = parent ? `${parent.url_path}/${key}` : key;
    const category: SeedCategory = {
      id: nextId++,
      parent_id: parent ? parent.id : rootId,
      name,
      url_key: key,
      url_path,
      position,
      level,
      // The bar shows a few departments; below them everything is in the menu (the mega menu
      // shows three levels, the drawer goes on to the leaves).
      include_in_menu: parent ? true : Boolean(department.menu),
      is_anchor: true,
      display_mode: 'PRODUCTS',
      description: `<p>${name}${parent ? ` in ${department.name}` : ''}, chosen and tested by the Spindle &amp; Stylus team.</p>`,
      meta_title: parent ? `${name} | ${department.name}` : name,
      meta_description: `Shop ${name.toLowerCase()} at Spindle & Stylus: free shipping over $75 and 30-day returns.`,
    };
    out.push({ category, department });
    return category;
  };

  const departments = Array.from({ length: sizes[0] }, (_v, i) => {
    const department = DEPARTMENTS[i % DEPARTMENTS.length]!;
    const round = Math.floor(i / DEPARTMENTS.length);
    const name = round ? `${department.name} ${round + 1}` : department.name;
    return { category: make(null, name, 2, firstPosition + i, department), department };
  });
  const families = spread(departments.length, sizes[1], rnd).flatMap((count, i) => {
    const { category, department } = departments[i]!;
    return names(department.families, count, rnd).map((name, j) => ({
      category: make(category, name, 3, j + 1, department),
      department,
    }));
  });
  const styles = spread(families.length, sizes[2], rnd).flatMap((count, i) => {
    const { category, department } = families[i]!;
    return names(department.styles, count, rnd).map((name, j) => ({
      category: make(category, name, 4, j + 1, department),
      department,
    }));
  });
  spread(styles.length, sizes[3], rnd).forEach((count, i) => {
    const { category, department } = styles[i]!;
    names(department.leaves, count, rnd).forEach((name, j) => make(category, name, 5, j + 1, department));
  });
  return out;
}

/* ------------------------------------------------------------------------------------------------
 * Products
 * ---------------------------------------------------------------------------------------------- */

const money = (value: number) => Math.round(value * 100) / 100;

function priceFor(kind: Kind, rnd: Random): number {
  const { min, max } = KIND_SETTINGS[kind];
  const raw = min + (max - min) * rnd.next() ** 2.2;
  const whole = Math.max(1, Math.floor(raw));
  return money(whole + rnd.pick([0.99, 0.95, 0.99, 0, 0.5]));
}

/** `parts` joined, cut back (last parts first) to 70 characters or padded with `extra` to 20. */
function fitName(parts: string[], extra: string[]): string {
  let name = parts.join(' ');
  while (name.length > 70 && parts.length > 1) {
    parts = parts.slice(0, -1);
    name = parts.join(' ');
  }
  for (const word of extra) {
    if (name.length >= 20) break;
    name = `${name} ${word}`;
  }
  if (name.length < 20) name = `Spindle & Stylus ${name}`;
  return name.length > 70 ? name.slice(0, 70).trim() : name;
}

function vinylName(rnd: Random): string {
  const artist = rnd.chance(0.4)
    ? `The ${rnd.pick(ARTIST_WORDS)} ${rnd.pick(ARTIST_WORDS)}s`
    : rnd.chance(0.5)
      ? `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)}`
      : `${rnd.pick(FIRST_NAMES)} ${rnd.pick(LAST_NAMES)} ${rnd.pick(ENSEMBLES)}`;
  const album = `${rnd.pick(ALBUM_WORDS)} ${rnd.pick(ALBUM_WORDS)}`;
  return fitName([`${artist} - ${album}`, `(${rnd.pick(FORMATS)})`], ['(LP)']);
}

function productName(kind: Kind, rnd: Random): string {
  if (kind === 'vinyl') return vinylName(rnd);
  const series = rnd.pick(SERIES);
  const model = `${series.charAt(0)}${String.fromCharCode(65 + rnd.int(0, 25))}-${rnd.int(1, 99) * 10}`;
  const parts = [series, model, rnd.pick(NOUNS[kind])];
  if (rnd.chance(0.6)) parts.push(rnd.pick(FEATURES[kind]));
  if (rnd.chance(0.25)) parts.unshift('Spindle & Stylus');
  return fitName(parts, ['Edition', 'Series II']);
}

function describe(name: string, kind: Kind, rnd: Random): { description: string; short: string } {
  const benefits = rnd.sample(BENEFITS[kind], rnd.int(2, 3));
  const sentences = benefits.map((benefit, i) => (i === 0 ? `The ${name} ${benefit}.` : `It ${benefit}.`));
  sentences.push(rnd.pick(CLOSERS));
  const escaped = sentences.map((sentence) => sentence.replace(/&/g, '&amp;'));
  const split = Math.ceil(escaped.length / 2);
  return {
    description: `<p>${escaped.slice(0, split).join(' ')}</p><p>${escaped.slice(split).join(' ')}</p>`,
    short: `<p>${escaped[0]!}</p>`,
  };
}

function optionIds(attributes: Map<string, SeedAttribute>, code: string): string[] {
  return (attributes.get(code)?.options ?? []).map((option) => option.id);
}

interface KindAttributes {
  /** Attribute of the configurable variants, if the kind has colours or finishes. */
  variantAttribute: 'color' | 'finish' | null;
  values: (rnd: Random, exclude: string | null) => Record<string, string | string[]>;
}

function kindAttributes(kind: Kind, attributes: Map<string, SeedAttribute>): KindAttributes {
  const colors = optionIds(attributes, 'color');
  const finishes = optionIds(attributes, 'finish');
  const connectivity = optionIds(attributes, 'connectivity');
  const speeds = optionIds(attributes, 'speeds');
  const drives = optionIds(attributes, 'drive_type');
  const genres = optionIds(attributes, 'genre');
  const some = (rnd: Random, list: string[], min: number, max: number) =>
    rnd.sample(list, rnd.int(min, max)).sort((a, b) => list.indexOf(a) - list.indexOf(b));
  const set = (
    values: Record<string, string | string[]>,
    code: string,
    list: string[],
    value: () => string | string[],
  ) => {
    if (list.length) values[code] = value();
  };
  const warranty = (rnd: Random) => rnd.pick(['1 year', '2 years', '3 years', '90 days']);
  return {
    variantAttribute:
      kind === 'storage' || kind === 'amplifier' ? 'finish' : kind === 'speaker' ? 'finish' : 'color',
    values: (rnd, exclude) => {
      const values: Record<string, string | string[]> = {};
      const maybe = (code: string, list: string[], value: () => string | string[]) => {
        if (code !== exclude) set(values, code, list, value);
      };
      switch (kind) {
        case 'player':
          maybe('color', colors, () => rnd.pick(colors));
          maybe('finish', finishes, () => rnd.pick(finishes));
          maybe('connectivity', connectivity, () => some(rnd, connectivity, 1, 4));
          maybe('speeds', speeds, () => some(rnd, speeds, 2, 3));
          maybe('drive_type', drives, () => rnd.pick(drives));
          break;
        case 'speaker':
        case 'radio':
        case 'amplifier':
          maybe('color', colors, () => rnd.pick(colors));
          maybe('finish', finishes, () => rnd.pick(finishes));
          maybe('connectivity', connectivity, () => some(rnd, connectivity, 1, 5));
          break;
        case 'headphones':
        case 'cable':
          maybe('color', colors, () => rnd.pick(colors));
          maybe('connectivity', connectivity, () => some(rnd, connectivity, 1, 2));
          break;
        case 'cartridge':
          maybe('color', colors, () => rnd.pick(colors));
          maybe('speeds', speeds, () => some(rnd, speeds, 1, 2));
          break;
        case 'vinyl':
          maybe('genre', genres, () => rnd.pick(genres));
          maybe('speeds', speeds, () => [rnd.pick(speeds.slice(0, 2))]);
          break;
        case 'storage':
          maybe('finish', finishes, () => rnd.pick(finishes));
          maybe('color', colors, () => rnd.pick(colors));
          break;
        case 'care':
          if (rnd.chance(0.5)) maybe('color', colors, () => rnd.pick(colors));
          break;
      }
      if (kind !== 'vinyl' && kind !== 'care') values.manufacturer_warranty = warranty(rnd);
      values.weight_lbs = (kind === 'vinyl' ? 0.4 + rnd.int(0, 6) / 10 : 0.2 + rnd.int(1, 400) / 10).toFixed(
        1,
      );
      return values;
    },
  };
}

function imagePools(base: SeedProduct[]): Record<Kind, SeedMedia[]> {
  const pools = {} as Record<Kind, SeedMedia[]>;
  for (const kind of Object.keys(IMAGE_CATEGORIES) as Kind[]) {
    const ids = new Set(IMAGE_CATEGORIES[kind]);
    const seen = new Set<string>();
    const pool: SeedMedia[] = [];
    for (const product of base) {
      if (!product.category_ids.some((id) => ids.has(id))) continue;
      for (const entry of product.media ?? []) {
        if (entry.disabled || seen.has(entry.file) || entry.types.includes('swatch_image')) continue;
        seen.add(entry.file);
        pool.push(entry);
      }
    }
    pools[kind] = pool;
  }
  return pools;
}

function mediaFor(name: string, pool: SeedMedia[], rnd: Random): SeedMedia[] {
  if (pool.length === 0) return [];
  return rnd.sample(pool, rnd.int(1, 2)).map((entry, i) => ({
    file: entry.file,
    label: i === 0 ? name : `${name}, another view`,
    position: i + 1,
    types: i === 0 ? ['image', 'small_image', 'thumbnail'] : [],
  }));
}

const pad = (n: number) => String(n).padStart(2, '0');

function generateProducts(
  count: number,
  leaves: GeneratedCategory[],
  attributes: Map<string, SeedAttribute>,
  takenKeys: Set<string>,
  pools: Record<Kind, SeedMedia[]>,
  rnd: Random,
): SeedProduct[] {
  const products: SeedProduct[] = [];
  const leafMembers = new Map<number, SeedProduct[]>();
  const byDepartment = new Map<Department, GeneratedCategory[]>();
  for (const leaf of leaves) {
    const list = byDepartment.get(leaf.department) ?? [];
    list.push(leaf);
    byDepartment.set(leaf.department, list);
  }
  // Every leaf gets products: the first ones go round the leaves in a seeded order.
  const leafOrder = rnd.shuffle(leaves);
  const kinds = new Map<Kind, KindAttributes>();
  let nextVariantId = FIRST_VARIANT_ID;

  for (let i = 0; i < count; i++) {
    const id = FIRST_PRODUCT_ID + i;
    const primary = i < leafOrder.length ? leafOrder[i]! : rnd.pick(leaves);
    const department = primary.department;
    const kind = department.kind;
    const own = rnd.chance(0.6) ? [] : rnd.sample(byDepartment.get(department)!, rnd.int(1, 2));
    if (rnd.chance(0.1)) own.push(rnd.pick(leaves));
    const categoryIds = [...new Set([primary.category.id, ...own.map((leaf) => leaf.category.id)])].slice(
      0,
      3,
    );

    const name = productName(kind, rnd);
    let urlKey = slug(name);
    if (takenKeys.has(urlKey)) urlKey = `${urlKey}-${id}`;
    takenKeys.add(urlKey);
    const sku = `SS-${kind.slice(0, 2).toUpperCase()}-${id}`;
    const { description, short } = describe(name, kind, rnd);
    const settings = KIND_SETTINGS[kind];
    let shape = kinds.get(kind);
    if (!shape) kinds.set(kind, (shape = kindAttributes(kind, attributes)));
    const configurable = shape.variantAttribute !== null && rnd.chance(settings.configurable);
    const variantCode = configurable ? shape.variantAttribute : null;
    const price = priceFor(kind, rnd);
    const special = rnd.chance(0.1) ? money(Math.floor(price * (0.7 + rnd.next() * 0.2)) + 0.99) : null;
    const created = `20${rnd.int(23, 26)}-${pad(rnd.int(1, 12))}-${pad(rnd.int(1, 28))}T${pad(rnd.int(8, 18))}:00:00Z`;
    const members = leafMembers.get(primary.category.id) ?? [];
    const product: SeedProduct = {
      id,
      sku,
      name,
      type: configurable ? 'configurable' : 'simple',
      url_key: urlKey,
      category_ids: categoryIds,
      position: members.length + 1,
      price,
      special_price: special !== null && special < price ? special : null,
      description,
      short_description: short,
      meta_title: name,
      meta_description: `${name} at Spindle & Stylus.`,
      media: mediaFor(name, pools[kind], rnd),
      stock_status: 'IN_STOCK',
      quantity: 0,
      min_sale_qty: 1,
      max_sale_qty: kind === 'vinyl' || kind === 'care' || kind === 'cable' ? 25 : 10,
      attributes: shape.values(rnd, variantCode),
      created_at: created,
      country_of_manufacture: rnd.pick(COUNTRIES),
    };
    if (variantCode) {
      const values = rnd.sample(optionIds(attributes, variantCode), rnd.int(2, 4));
      const label = attributes.get(variantCode)?.label ?? variantCode;
      const labels = new Map((attributes.get(variantCode)?.options ?? []).map((o) => [o.id, o.label]));
      const step = rnd.chance(0.3) ? money(Math.max(5, Math.round(price * 0.05))) : 0;
      const variants: SeedVariant[] = values.map((value, v) => {
        const quantity = rnd.chance(0.08) ? 0 : rnd.int(1, 60);
        const variant: SeedVariant = {
          id: nextVariantId++,
          sku: `${sku}-${value}`,
          name: `${name} - ${labels.get(value) ?? value}`,
          options: { [variantCode]: value },
          stock_status: quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK',
          quantity,
        };
        if (step && v > 0) variant.price = money(price + step * v);
        return variant;
      });
      product.configurable_options = [{ attribute_code: variantCode, label, position: 0, values }];
      product.variants = variants;
      product.quantity = variants.reduce((sum, variant) => sum + variant.quantity, 0);
      product.stock_status = variants.some((variant) => variant.stock_status === 'IN_STOCK')
        ? 'IN_STOCK'
        : 'OUT_OF_STOCK';
    } else {
      product.quantity = rnd.chance(0.07) ? 0 : rnd.int(1, 250);
      product.stock_status = product.quantity > 0 ? 'IN_STOCK' : 'OUT_OF_STOCK';
    }
    members.push(product);
    leafMembers.set(primary.category.id, members);
    products.push(product);
  }
  // Related products: the next few of the same leaf.
  for (const members of leafMembers.values()) {
    members.forEach((product, i) => {
      const related = [1, 2, 3]
        .map((step) => members[(i + step) % members.length]!)
        .filter((other) => other !== product)
        .map((other) => other.sku);
      if (related.length) product.related_skus = [...new Set(related)];
    });
  }
  return products;
}

/* ------------------------------------------------------------------------------------------------
 * The catalog
 * ---------------------------------------------------------------------------------------------- */

export function generateLargeCatalog(base: BaseCatalog, options: LargeCatalogOptions = {}): LargeCatalog {
  const seed = options.seed || DEFAULT_LARGE_CATALOG_SEED;
  const productCount = options.products ?? SIZES.products;
  const categoryCount = options.categories ?? SIZES.categories;
  const optionCount = options.options ?? SIZES.options;

  const { attributes, added } = addOptions(base.attributes, optionCount, random(seed, 'options'));

  const root = base.categories.find((category) => category.level === 1) ?? base.categories[0];
  const rootId = root?.id ?? 2;
  const topLevel = base.categories.filter((category) => category.parent_id === rootId);
  const firstPosition = Math.max(0, ...topLevel.map((category) => category.position)) + 10;
  const takenTopPaths = new Set<string>([
    ...base.categories.map((category) => category.url_path),
    ...base.products.map((product) => product.url_key),
    ...base.redirects.map((redirect) => redirect.request_path.replace(/\.html$/, '')),
  ]);
  const categories = generateCategories(
    categoryCount,
    rootId,
    firstPosition,
    takenTopPaths,
    random(seed, 'categories'),
  );

  const childless = new Set(categories.map(({ category }) => category.id));
  for (const { category } of categories) childless.delete(category.parent_id);
  const leaves = categories.filter(({ category }) => childless.has(category.id));

  const takenKeys = new Set<string>([
    ...base.products.map((product) => product.url_key),
    ...base.categories.map((category) => category.url_path),
    ...categories.map(({ category }) => category.url_path),
    ...base.redirects.map((redirect) => redirect.request_path.replace(/\.html$/, '')),
  ]);
  const products = generateProducts(
    productCount,
    leaves,
    new Map(attributes.map((attribute) => [attribute.code, attribute])),
    takenKeys,
    imagePools(base.products),
    random(seed, 'products'),
  );
  const generatedCategories = categories.map(({ category }) => category);
  return {
    attributes,
    categories: [...base.categories, ...generatedCategories],
    products: [...base.products, ...products],
    redirects: base.redirects,
    generated: { categories: generatedCategories, products, options: added },
  };
}
