import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from './Icon';

/** Copies a value; says so in place (announced politely) instead of opening a dialog. */
export function CopyButton({ value, field, testId }: { value: string; field: string; testId?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    const done = await navigator.clipboard?.writeText(value).then(
      () => true,
      () => false,
    );
    setCopied(done ?? false);
  };
  return (
    <span className="copy">
      <button
        type="button"
        className={`copy__button${copied ? ' copy__button--done' : ''}`}
        onClick={() => void copy()}
        aria-label={t('cashier.copyField', { field })}
        data-testid={testId}
      >
        <Icon name={copied ? 'check' : 'copy'} size={16} />
      </button>
      <span className="copy__status" role="status">
        {copied ? t('cashier.copied', { field }) : ''}
      </span>
    </span>
  );
}
