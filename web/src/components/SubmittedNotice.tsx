import { useEffect, useRef } from 'react';
import { Icon } from './Icon';

interface SubmittedNoticeProps {
  readonly title: string;
  readonly amount: string;
  readonly body: string;
  readonly number: string;
  readonly again: string;
  readonly onAgain: () => void;
  readonly testId: string;
}

/** A request just sent (a deposit, a withdrawal): focus moves here so it is announced. */
export function SubmittedNotice({ title, amount, body, number, again, onAgain, testId }: SubmittedNoticeProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="deposit-success" role="status" data-testid={testId}>
      <span className="deposit-success__icon">
        <Icon name="check" size={30} />
      </span>
      <h3 ref={heading} tabIndex={-1}>
        {title}
      </h3>
      <p className="deposit-success__amount money">{amount}</p>
      <p className="muted">{body}</p>
      <p className="deposit-success__id">{number}</p>
      <button type="button" className="button button--ghost" onClick={onAgain}>
        {again}
      </button>
    </div>
  );
}
