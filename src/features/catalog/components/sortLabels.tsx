import { defineMessages } from 'react-intl';

/** The sort options' names, by sort id (listingState.ts). */
const sortMessages = defineMessages({
  relevance_DESC: { id: 'catalog.sort.relevance', defaultMessage: 'Best Match' },
  position_ASC: { id: 'catalog.sort.position', defaultMessage: 'Position' },
  name_ASC: { id: 'catalog.sort.nameAsc', defaultMessage: 'Name: A to Z' },
  name_DESC: { id: 'catalog.sort.nameDesc', defaultMessage: 'Name: Z to A' },
  price_ASC: { id: 'catalog.sort.priceAsc', defaultMessage: 'Price: Low to High' },
  price_DESC: { id: 'catalog.sort.priceDesc', defaultMessage: 'Price: High to Low' },
});

export type SortMessageId = keyof typeof sortMessages;

export const sortMessage = (id: string) => sortMessages[id as SortMessageId] ?? sortMessages.position_ASC;
