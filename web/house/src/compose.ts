import { HouseGameClient } from '../../../adapters/api-client/house-game-client';
import { HouseTable } from '../../../core/portal/play/house-table';

/** The game pages' composition root: the house-game use cases over the API of this origin. */
export const composeTable = (): HouseTable => new HouseTable(new HouseGameClient(window.location.origin));
