import type { BaseConfig, ContentTypeParser } from '../../definition';
import { commonDefaults, ownParts } from '../../parseHelpers';

interface FaqItem {
  question: string;
  /** Rich text HTML. */
  answer: string;
  /** Whether the answer shows at first (`data-display="open"`); collapsed otherwise. */
  display: 'open' | 'closed';
}

export interface FaqConfig extends BaseConfig {
  items: FaqItem[];
}

export const faqParser: ContentTypeParser<FaqConfig> = {
  defaults: () => ({ ...commonDefaults(), appearance: 'default', items: [] }),
  container: false,
  parse: (main) => ({
    appearance: main.getAttribute('data-appearance') || 'default',
    items: ownParts(main, 'item')
      .map((item): FaqItem => {
        const display = item.getAttribute('data-display') ?? main.getAttribute('data-display');
        return {
          question: item.querySelector('[data-element="question"]')?.textContent?.trim() ?? '',
          answer: item.querySelector('[data-element="answer"]')?.innerHTML ?? '',
          display: display === 'open' || display === 'expanded' ? 'open' : 'closed',
        };
      })
      .filter((item) => item.question),
  }),
};
