import type { GameCategory } from '../../../core/domain/catalog/categories';
import type { IconName } from '../components/Icon';

export const CATEGORY_ICONS: Record<GameCategory, IconName> = {
  HOME: 'home',
  PROMO: 'gift',
  SPORTS: 'ball',
  ESPORTS: 'gamepad',
  LIVE: 'live',
  RNG: 'slot',
  FISH: 'fish',
  PVP: 'cards',
  LOTT: 'ticket',
  ELOTT: 'dice',
};
