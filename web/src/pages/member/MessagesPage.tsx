import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Message } from '../../../../core/portal/messages/types';
import { EmptyState } from '../../components/EmptyState';
import { Icon } from '../../components/Icon';
import { moneyInText } from '../../components/money';
import { Pagination } from '../../components/Pagination';
import { useDateTime } from '../../components/use-date-time';
import { FormError } from '../../components/FormError';
import { useStores } from '../../stores/stores-context';

/** Member centre 'messageV2': the inbox, newest first; opening a message reads it. */
export const MessagesPage = observer(function MessagesPage() {
  const { messages, auth, system, liveEvents } = useStores();
  const { t } = useTranslation();
  const time = useDateTime(system.status?.timezone);
  const version = liveEvents.inboxVersion;
  useEffect(() => {
    void messages.load();
  }, [messages, version]);
  const member = auth.member;
  if (!member) return null;
  const words = (m: Message) => {
    const amount = m.params['amount'] && /^\d+$/.test(m.params['amount']) ? moneyInText(BigInt(m.params['amount']), member.currencySymbol, member.scale) : '';
    // Contract and settlement messages name a kind and a state by code: shown in words.
    const kind = m.params['kind'] ? t(`agent.kind.${m.params['kind']}`, { defaultValue: m.params['kind'] }) : undefined;
    const state = m.params['state'] ? t(`agent.state.${m.params['state']}`, { defaultValue: m.params['state'] }) : undefined;
    const params = { ...m.params, amount, ...(kind ? { kind } : {}), ...(state ? { state } : {}), interpolation: { escapeValue: false } };
    return { title: t(`inbox.type.${m.type}.title`, params), body: t(`inbox.type.${m.type}.body`, params) };
  };
  return (
    <div className="inbox" data-testid="inbox">
      <div className="inbox__toolbar">
        <div className="quick-picks" role="group">
          <button
            type="button"
            className={`quick-pick${messages.unreadOnly ? '' : ' quick-pick--active'}`}
            aria-pressed={!messages.unreadOnly}
            onClick={() => void messages.showUnreadOnly(false)}
          >
            {t('inbox.all')}
          </button>
          <button
            type="button"
            className={`quick-pick${messages.unreadOnly ? ' quick-pick--active' : ''}`}
            aria-pressed={messages.unreadOnly}
            onClick={() => void messages.showUnreadOnly(true)}
          >
            {t('inbox.unread', { count: messages.unread })}
          </button>
        </div>
        <button type="button" className="button button--ghost button--sm" disabled={messages.unread === 0} onClick={() => void messages.markAllRead()}>
          {t('inbox.markAllRead')}
        </button>
      </div>
      <FormError failure={messages.error} />
      {messages.page && messages.items.length === 0 ? (
        messages.unreadOnly ? (
          <EmptyState icon="mail" title={t('inbox.emptyUnread')} body={t('inbox.emptyUnreadBody')} />
        ) : (
          <EmptyState icon="mail" title={t('inbox.empty')} body={t('inbox.emptyBody')} />
        )
      ) : (
        <ul className="inbox__list">
          {messages.items.map((m) => {
            const { title, body } = words(m);
            const open = messages.openId === m.id;
            return (
              <li
                key={m.id}
                className={`inbox__item${m.readAt === null ? ' inbox__item--unread' : ''}${open ? ' inbox__item--open' : ''}`}
                data-testid="inbox-item"
              >
                <button type="button" className="inbox__head" aria-expanded={open} onClick={() => void messages.toggle(m.id)}>
                  <span className={`inbox__icon inbox__icon--${m.type}`} aria-hidden="true">
                    <Icon name={m.type === 'new_message' ? 'megaphone' : m.type.startsWith('deposit') ? 'wallet' : 'withdraw'} size={18} />
                  </span>
                  <span className="inbox__title">{title}</span>
                  {m.readAt === null && <span className="inbox__new">{t('inbox.new')}</span>}
                  <time className="inbox__time" dateTime={m.createdAt}>
                    {time(m.createdAt)}
                  </time>
                </button>
                {open && (
                  <div className="inbox__body">
                    <p>{body}</p>
                    <button type="button" className="link-button" aria-label={t('inbox.deleteLabel', { title })} onClick={() => void messages.remove(m.id)}>
                      {t('inbox.delete')}
                    </button>
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <Pagination
        page={messages.pageNo}
        pages={messages.totalPages}
        label={t('inbox.pages')}
        onPage={(p) => void messages.load(p)}
        disabled={messages.loading}
      />
    </div>
  );
});
