import type { ButtonHTMLAttributes } from 'react';

interface TabProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'className'> {
  readonly active: boolean;
  /** The tab's class; the active tab has it with `--active` as well. */
  readonly kind?: string;
}

/** One button of a tablist, selected when its part is the one shown. */
export function Tab({ active, kind = 'tab', ...button }: TabProps) {
  return <button type="button" role="tab" aria-selected={active} className={`${kind}${active ? ` ${kind}--active` : ''}`} {...button} />;
}
