import type { ReactNode } from 'react';
import { Icon, type IconName } from '../../components/Icon';

/** The heading of a security-centre section: its icon, title (with the id the section is labelled by) and a line of status. */
export function SecurityHead({
  icon,
  titleId,
  title,
  status,
  children,
}: {
  icon: IconName;
  titleId: string;
  title: string;
  status: string;
  children?: ReactNode;
}) {
  return (
    <header className="security-form__head">
      <span className="security-form__icon" aria-hidden="true">
        <Icon name={icon} size={20} />
      </span>
      <div>
        <h3 id={titleId}>{title}</h3>
        <p className="muted">{status}</p>
      </div>
      {children}
    </header>
  );
}
