import { observer } from 'mobx-react-lite';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '../../../core/domain/engagement/chat';
import { Icon } from '../components/Icon';
import { useErrorText } from '../components/use-error-text';
import { useStores } from '../stores/stores-context';

/** Visitors have no live channel: an open panel asks for new lines this often. */
const VISITOR_POLL_MS = 3_000;

/** Live chat with support, for members and visitors, or a member's room with a live host: a floating button with the unread badge, and the conversation panel. */
export const ChatWidget = observer(function ChatWidget() {
  const { chat, auth } = useStores();
  const { t } = useTranslation();
  const errorText = useErrorText();
  const list = useRef<HTMLOListElement>(null);
  const { register, handleSubmit, reset } = useForm<{ text: string }>({ defaultValues: { text: '' } });
  const count = chat.messages.length;
  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [count, chat.open, chat.supportTyping]);
  const visitor = !auth.isLogin;
  useEffect(() => {
    if (!chat.open || !visitor) return;
    const timer = setInterval(() => void chat.refresh(), VISITOR_POLL_MS);
    return () => clearInterval(timer);
  }, [chat, chat.open, visitor]);
  const host = chat.host;
  const submit = handleSubmit(async ({ text }) => {
    if (await chat.send(text)) reset();
  });
  return (
    <div className={`chat${chat.open ? ' chat--open' : ''}`}>
      {chat.open && (
        <section className="chat__panel" aria-label={host?.name ?? t('chat.title')} data-testid="chat-panel" data-host={host?.id}>
          <header className="chat__head">
            {host ? (
              <img className="chat__avatar chat__avatar--host" src={host.pictureUrl} alt="" width={36} height={36} />
            ) : (
              <span className="chat__avatar" aria-hidden="true">
                <Icon name="headset" size={18} />
              </span>
            )}
            <div>
              <strong data-testid="chat-title">{host?.name ?? t('chat.title')}</strong>
              <p className="muted">{host ? t('chat.hostSubtitle', { schedule: host.schedule }) : t('chat.subtitle')}</p>
            </div>
            <button type="button" className="icon-button icon-button--sm" onClick={() => chat.toggle()} aria-label={t('chat.close')}>
              <Icon name="close" size={16} />
            </button>
          </header>
          <ol className="chat__lines" ref={list} aria-live="polite">
            {count === 0 && <li className="chat__hello">{host ? t('chat.hostHello', { name: host.name }) : t('chat.hello')}</li>}
            {chat.messages.map((m) => (
              <li key={m.id} className={`chat__line chat__line--${m.sender}`} data-testid="chat-line" data-sender={m.sender} dir="auto">
                {m.body}
              </li>
            ))}
            {chat.supportTyping && (
              <li className="chat__typing" data-testid="chat-typing">
                {host ? t('chat.hostTyping', { name: host.name }) : t('chat.typing')}
              </li>
            )}
          </ol>
          <form className="chat__form" onSubmit={submit} noValidate>
            <textarea
              rows={2}
              maxLength={CHAT_MESSAGE_MAX}
              placeholder={t('chat.placeholder')}
              aria-label={t('chat.placeholder')}
              dir="auto"
              data-testid="chat-input"
              {...register('text', { onChange: () => chat.typed() })}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  void submit();
                }
              }}
            />
            <button type="submit" className="button button--primary" disabled={chat.sending} data-testid="chat-send">
              {t('chat.send')}
            </button>
          </form>
          {chat.failure && (
            <p className="form__error chat__error" role="alert">
              {errorText(chat.failure)}
            </p>
          )}
        </section>
      )}
      <button
        type="button"
        className="chat__button"
        onClick={() => chat.toggle()}
        aria-expanded={chat.open}
        aria-label={t('chat.open')}
        data-testid="chat-button"
      >
        <Icon name={chat.open ? 'close' : 'headset'} size={24} />
        {!chat.open && chat.unread > 0 && (
          <span className="badge chat__badge" data-testid="chat-badge">
            {chat.unread}
          </span>
        )}
      </button>
    </div>
  );
});
