import type { SocialProvider } from '../../../core/domain/system/settings';

/** Where a browser starts social sign-in (or, for a member, linking); it comes back to `returnTo`. */
export function socialStartUrl(provider: SocialProvider, returnTo: string, link: boolean): string {
  const query = new URLSearchParams({ returnTo, ...(link ? { link: '1' } : {}) });
  return `/wps/oauth/${provider}/start?${query}`;
}
