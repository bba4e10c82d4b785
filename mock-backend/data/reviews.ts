/**
 * Product reviews: the store's rating criteria and the seed reviews.
 *
 * Ratings are Magento's default set (Quality 1, Value 2, Price 3, and "Rating" 4, inactive), each
 * with five options whose ids run on from the previous rating's (Quality 1-5, Value 6-10,
 * Price 11-15, Rating 16-20), as a fresh Magento 2.4 installs them. Reviews hold one vote per
 * rating as the option id; approved ones are shown and counted, pending ones wait for a
 * moderator. Dates are fixed so answers are the same on every run.
 */

export interface SeedRating {
  id: number;
  code: string;
  position: number;
  is_active: boolean;
  /** Option ids, for the values 1 to 5 in order. */
  option_ids: number[];
}

type ReviewStatus = 'approved' | 'pending' | 'not_approved';

export interface ReviewRecord {
  id: number;
  /** The reviewed product's sku (a configurable product's own sku). */
  sku: string;
  nickname: string;
  /** Magento's "title": answered as `summary`. */
  title: string;
  /** Magento's "detail": answered as `text`. */
  detail: string;
  status: ReviewStatus;
  customer_id: number | null;
  /** Store view codes the review shows in. */
  stores: string[];
  /** "YYYY-MM-DD HH:MM:SS", as Magento answers `created_at`. */
  created_at: string;
  /** One vote per rating: the chosen option's id. */
  votes: Array<{ rating_id: number; option_id: number }>;
}

const optionsFrom = (first: number) => [first, first + 1, first + 2, first + 3, first + 4];

export const ratings: SeedRating[] = [
  { id: 1, code: 'Quality', position: 1, is_active: true, option_ids: optionsFrom(1) },
  { id: 2, code: 'Value', position: 2, is_active: true, option_ids: optionsFrom(6) },
  { id: 3, code: 'Price', position: 3, is_active: true, option_ids: optionsFrom(11) },
  { id: 4, code: 'Rating', position: 4, is_active: false, option_ids: optionsFrom(16) },
];

const STORE = ['radio_store_view'];

/** Votes for Quality, Value and Price, given as stars (1-5). */
function stars(quality: number, value: number, price: number): ReviewRecord['votes'] {
  return [
    { rating_id: 1, option_id: ratings[0]!.option_ids[quality - 1]! },
    { rating_id: 2, option_id: ratings[1]!.option_ids[value - 1]! },
    { rating_id: 3, option_id: ratings[2]!.option_ids[price - 1]! },
  ];
}

type Seed = [
  sku: string,
  nickname: string,
  title: string,
  detail: string,
  date: string,
  votes: ReviewRecord['votes'],
];

const approved: Seed[] = [
  [
    'SS-CR-8005',
    'Dana',
    'Our Sunday soundtrack',
    'Set it up in five minutes and it has played every Sunday since. The built-in speakers are warm enough for the kitchen, and the Bluetooth out drives our bookshelf speakers when we want more.',
    '2025-03-02 10:15:00',
    stars(5, 4, 4),
  ],
  [
    'SS-CR-8005',
    'Theo R.',
    'Looks the part, sounds decent',
    'The case is lovely and the latches feel solid. The speakers are fine for background listening; plug in real speakers for an album night.',
    '2025-04-11 19:42:00',
    stars(4, 4, 3),
  ],
  [
    'SS-CR-8005',
    'Mariela',
    'A gift that gets used',
    'Bought it for my dad, who had not played his records in twenty years. He calls every week to tell me what he dug out of the attic.',
    '2025-05-20 08:05:00',
    stars(5, 5, 5),
  ],
  [
    'SS-CR-8005',
    'Sam K.',
    'Good starter, upgrade the needle',
    'A great first player. The stock stylus is bright; the diamond upgrade made it noticeably smoother.',
    '2025-06-30 14:20:00',
    stars(4, 3, 4),
  ],
  [
    'SS-CR-8005',
    'Lou',
    'Fits on a bookshelf',
    'Small enough to live on a shelf and pull out when friends come over. Pitch is steady at both speeds.',
    '2025-07-18 21:11:00',
    stars(4, 5, 4),
  ],
  [
    'SS-CR-8005',
    'Priya',
    'Warm sound, sturdy lid',
    'The lid closes firmly so dust stays out. Sound is warmer than I expected from the little speakers.',
    '2025-08-09 09:30:00',
    stars(5, 4, 5),
  ],
  [
    'SS-CR-8005',
    'Owen',
    'Headphone jack is handy',
    'Late-night listening with headphones is the feature I did not know I wanted.',
    '2025-09-01 23:02:00',
    stars(4, 4, 4),
  ],
  [
    'SS-CR-8001',
    'Jules',
    'Classic for a reason',
    'Simple, portable and it just works. The turquoise finish looks even better in person.',
    '2025-02-14 12:00:00',
    stars(5, 5, 4),
  ],
  [
    'SS-CR-8001',
    'Bea',
    'Light and easy to carry',
    'Took it to a picnic with a battery pack for the speaker. Records did not skip once on the blanket.',
    '2025-05-03 16:45:00',
    stars(4, 4, 5),
  ],
  [
    'SS-CR-8001',
    'Marcus',
    'Fine for the price',
    'Not audiophile gear and it does not pretend to be. For casual listening it is great value.',
    '2025-07-22 18:30:00',
    stars(3, 4, 4),
  ],
  [
    'SS-CR-8012',
    'Ines',
    'The Plus is worth it',
    'The extra speaker power and the pitch control make a real difference over the Classic.',
    '2025-04-02 20:10:00',
    stars(5, 4, 4),
  ],
  [
    'SS-CR-8012',
    'Glen',
    'Solid all-rounder',
    'Plays 78s too, which is how I finally heard my grandmother’s shellac records.',
    '2025-06-12 11:25:00',
    stars(4, 4, 4),
  ],
  [
    'SS-CR-8003',
    'Kit',
    'Tiny and charming',
    'Perfect for a dorm room. Speakers are small, so keep expectations in check.',
    '2025-03-19 15:55:00',
    stars(4, 5, 5),
  ],
  [
    'SS-CR-8020',
    'Noor',
    'Battery lasts all afternoon',
    'Ran for about five hours on a charge at the park. The handle is comfortable to carry.',
    '2025-08-21 17:40:00',
    stars(5, 4, 4),
  ],
  [
    'SS-HF-3010',
    'Ray Duarte',
    'Quiet, speed-stable belt drive',
    'Speed is rock solid and the plinth keeps footfalls out of the groove. The pre-mounted cartridge is a good match.',
    '2025-01-28 22:05:00',
    stars(5, 4, 4),
  ],
  [
    'SS-HF-3010',
    'Hana',
    'Step up from a suitcase player',
    'Paired it with powered monitors and the difference from my old all-in-one was night and day.',
    '2025-04-17 19:00:00',
    stars(5, 5, 4),
  ],
  [
    'SS-HF-3010',
    'Felix',
    'Setup took a while',
    'Balancing the tonearm took me a couple of tries, but the manual is clear and it sounds superb now.',
    '2025-07-05 13:35:00',
    stars(4, 4, 3),
  ],
  [
    'SS-HF-3001',
    'Ada',
    'Honest entry-level hi-fi',
    'Clean sound, simple controls, no gimmicks. The dust cover hinge could be sturdier.',
    '2025-05-09 10:50:00',
    stars(4, 4, 4),
  ],
  [
    'SS-HF-3005',
    'Leon',
    'Preamp saves a box',
    'The built-in preamp means it plugs straight into my powered speakers. Switchable for when I upgrade.',
    '2025-06-02 09:12:00',
    stars(4, 5, 4),
  ],
  [
    'SS-HF-3110',
    'DJ Moss',
    'Torque for days',
    'Starts instantly and holds pitch under a heavy hand. Great for practice at home.',
    '2025-03-27 01:15:00',
    stars(5, 4, 4),
  ],
  [
    'SS-AC-9101',
    'Wen',
    'Everything you need',
    'Fluid, brush and microfibre in one box. My thrift-store finds sound new again.',
    '2025-02-20 14:14:00',
    stars(5, 5, 4),
  ],
  [
    'SS-AC-9101',
    'Corey',
    'Good kit, small bottle',
    'Works well; the fluid bottle runs out sooner than I would like.',
    '2025-06-25 17:05:00',
    stars(4, 3, 3),
  ],
  [
    'SS-AC-9102',
    'Imogen',
    'Pulls the dust right off',
    'Two passes before each side and the crackle is mostly gone.',
    '2025-04-30 08:40:00',
    stars(5, 5, 5),
  ],
  [
    'SS-AC-9301',
    'Pat',
    'Exact fit for my Cruiser',
    'Clicked in without tools. Old records stopped skipping.',
    '2025-05-14 12:30:00',
    stars(4, 5, 5),
  ],
];

const pending: Seed[] = [
  [
    'SS-CR-8005',
    'Anon',
    'Arrived with a scratched lid',
    'The lid had a scratch out of the box. Support is sending a replacement.',
    '2025-10-03 10:00:00',
    stars(2, 3, 3),
  ],
  [
    'SS-HF-3010',
    'Vinyl Vic',
    'Best under a grand?',
    'Still running it in, first impressions are excellent.',
    '2025-10-08 18:20:00',
    stars(5, 5, 4),
  ],
  [
    'SS-AC-9102',
    'Tess',
    'Bristles shed a little',
    'A few fibres came off in the first week.',
    '2025-10-12 07:45:00',
    stars(3, 3, 4),
  ],
];

/** The seed reviews, in the order they were written (ids follow that order). */
export function seedReviews(): ReviewRecord[] {
  const all = [
    ...approved.map((seed) => ({ seed, status: 'approved' as const })),
    ...pending.map((seed) => ({ seed, status: 'pending' as const })),
  ].sort((a, b) => a.seed[4].localeCompare(b.seed[4]));
  return all.map(({ seed: [sku, nickname, title, detail, created_at, votes], status }, index) => ({
    id: index + 1,
    sku,
    nickname,
    title,
    detail,
    status,
    customer_id: null,
    stores: [...STORE],
    created_at,
    votes,
  }));
}
