import { observer } from 'mobx-react-lite';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { BannerView } from '../../../core/portal/system/banners';
import { useStores } from '../stores/stores-context';

/** A banner opens what its linkageType names: a route of the portal, a game, or an outside page in a new tab. */
export function BannerLink({ banner, children, onOpen }: { banner: BannerView; children: ReactNode; onOpen: () => void }) {
  const props = { className: 'banner-link', 'data-testid': 'banner', title: banner.title };
  if (banner.linkageType === 'ROUTE')
    return (
      <Link {...props} to={banner.target} onClick={onOpen}>
        {children}
      </Link>
    );
  if (banner.linkageType === 'GAME')
    return (
      <Link {...props} to={`/seamless?gameCode=${encodeURIComponent(banner.target)}`} onClick={onOpen}>
        {children}
      </Link>
    );
  if (banner.linkageType === 'URL')
    return (
      <a {...props} href={banner.target} target="_blank" rel="noopener noreferrer">
        {children}
      </a>
    );
  return <div {...props}>{children}</div>;
}

/** The operator's banners of a group (w_login, w_register, w_forget, …); nothing when it has none. */
export const BannerLinks = observer(function BannerLinks({ group }: { group: string }) {
  const { banners, ui, language } = useStores();
  useEffect(() => {
    void banners.fetch(group);
  }, [banners, group, language.lang]);
  const shown = banners.of(group);
  if (shown.length === 0) return null;
  return (
    <div className="banner-links" data-testid={`banners-${group}`}>
      {shown.map((banner) => (
        <BannerLink key={banner.id} banner={banner} onOpen={() => ui.close()}>
          <img src={banner.url} alt={banner.title} loading="lazy" />
        </BannerLink>
      ))}
    </div>
  );
});
