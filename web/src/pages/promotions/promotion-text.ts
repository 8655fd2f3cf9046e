import type { IconName } from '../../components/Icon';

/** The card's picture when the operator gave none: one icon per category. */
export const CATEGORY_ICONS: Readonly<Record<string, IconName>> = {
  all: 'gift',
  others: 'gift',
  sports: 'ball',
  live: 'live',
  slots: 'slot',
  cards: 'cards',
  fish: 'fish',
  lotto: 'ticket',
  rebate: 'percent',
  mall: 'trophy',
  ranking: 'crown',
  deposit: 'wallet',
  app: 'phone',
  newbie: 'star',
  gaming: 'gamepad',
};
