/** Routes that need a session; the guard sends visitors to /login. */
const LOGIN_ROUTES = ['/member', '/favorite', '/recent', '/lottery', '/sealottery', '/vnlottery', '/agenthome', '/seamless', '/pointmall'];

export function routeNeedsLogin(path: string): boolean {
  return LOGIN_ROUTES.includes(path.toLowerCase().replace(/\/+$/, ''));
}

/** Game pages hide the side menu and the footer. */
const GAME_PAGES = ['/seamless', '/lottery', '/vnlottery', '/sealottery'];

export function isGamePage(path: string): boolean {
  return GAME_PAGES.includes(path.toLowerCase().replace(/\/+$/, ''));
}
