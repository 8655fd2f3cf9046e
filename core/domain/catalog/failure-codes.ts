/** Failure codes of the game catalogue. */
export const CATALOG_FAILURE_CODES = [
  'catalog.game_not_found',
  'catalog.vendor_not_found',
  'catalog.unknown_game_type',
  'catalog.invalid_page_size',
  'catalog.favourite_throttled',
  'catalog.launch_unavailable',
  'catalog.invalid_limit',
] as const;
