import { Link } from '@tanstack/react-router'
import { useLocale, useT } from '~/components/i18n/use-t'
import { LazyMarkdown } from '~/components/rich-text/lazy-markdown'
import { UserAvatar } from '~/components/shell/user-avatar'
import { ViaMark, viaText } from '~/components/ui/via-mark'
import { cn } from '~/lib/cn'
import type { ChatReplyQuote } from '../chat.types'
import { useChatRoom, type ViewMessage } from './chat-room-context'
import { MessageActions, MessageEditBox } from './lazy-chat-controls'
import { MessageReactions } from './message-reactions'
import { MessageTime } from './message-time'

/** One message: a group's first shows avatar, name and time; the rest of the run only the text. */
export function MessageItem({ message, groupStart }: { message: ViewMessage; groupStart: boolean }) {
  const t = useT('chat')
  const locale = useLocale()
  const room = useChatRoom()
  const deleted = message.deletedAt !== null
  const pending = message.outboxItem
  const editing = room.editingId === message.id && !pending && !deleted
  const mentionsViewer =
    room.viewerUsername !== null && message.mentions.includes(room.viewerUsername.toLowerCase())
  const authorName = message.author?.name ?? t('message.deletedAccount')

  return (
    <article
      id={`message-${message.id}`}
      data-message-id={pending ? undefined : message.id}
      data-status={pending ? pending.status : 'sent'}
      data-highlighted={room.highlightedId === message.id ? true : undefined}
      aria-label={`${[authorName, viaText(message)].filter(Boolean).join(' ')}, ${new Date(message.createdAt).toLocaleString(locale)}`}
      className={cn(
        'group relative flex gap-3 px-3 hover:bg-muted/40 focus-within:bg-muted/40',
        groupStart ? 'pt-2 pb-0.5' : 'py-0.5',
        mentionsViewer && 'border-s-2 border-amber-500',
        room.highlightedId === message.id
          ? 'bg-accent ring-2 ring-ring ring-inset'
          : mentionsViewer && 'bg-amber-50/60 dark:bg-amber-950/30',
      )}
    >
      <div className="w-8 shrink-0">
        {groupStart ? (
          <UserAvatar name={authorName} image={message.author?.image ?? null} />
        ) : (
          <MessageTime
            iso={message.createdAt}
            className="invisible block pt-0.5 text-end text-[0.625rem] text-muted-foreground group-focus-within:visible group-hover:visible"
          />
        )}
      </div>
      <div className="min-w-0 flex-1">
        {groupStart ? (
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold text-sm">
              {authorName}
              <ViaMark author={message.author} via={message.via} />
            </span>
            <MessageTime iso={message.createdAt} className="text-xs text-muted-foreground" />
          </p>
        ) : null}
        {message.replyTo ? <ReplyQuote quote={message.replyTo} /> : null}
        {deleted ? (
          <p className="text-sm italic text-muted-foreground">{t('message.deleted')}</p>
        ) : editing ? (
          <MessageEditBox message={message} />
        ) : (
          <div className={cn('break-words text-sm', pending && 'opacity-70')}>
            {/* A chat line break is a line break (markdown would fold it into a space). */}
            <LazyMarkdown
              source={message.body}
              variant="lite"
              className="[&_li]:whitespace-pre-line [&_p]:whitespace-pre-line"
            />
            {message.editedAt ? (
              <span
                className="text-xs text-muted-foreground"
                title={t('message.editedAt', { date: new Date(message.editedAt).toLocaleString(locale) })}
              >
                {t('message.edited')}
              </span>
            ) : null}
          </div>
        )}
        {pending ? <PendingState message={message} /> : null}
        {!deleted && !pending ? (
          <MessageReactions
            reactions={message.reactions}
            disabled={!room.chat.canPost || room.chat.archived}
            onToggle={(emoji, on) => void room.actions.react(message.id, emoji, on)}
          />
        ) : null}
      </div>
      {!deleted && !pending && !editing ? <MessageActions message={message} /> : null}
    </article>
  )
}

function ReplyQuote({ quote }: { quote: ChatReplyQuote }) {
  const t = useT('chat')
  const room = useChatRoom()
  return (
    <Link
      to="/@{$org}/$project/chat/$chatId"
      params={{ org: room.orgSlug, project: room.projectSlug, chatId: room.chat.id }}
      search={{ message: quote.id }}
      className="mb-1 block max-w-prose truncate border-s-2 border-border ps-2 text-xs text-muted-foreground hover:border-primary hover:text-foreground"
    >
      <span className="sr-only">{t('message.replyTo')} </span>
      <span className="font-medium">{quote.authorName ?? t('message.deletedAccount')}</span>
      {': '}
      {quote.deleted ? <em>{t('message.deleted')}</em> : quote.excerpt}
    </Link>
  )
}

function PendingState({ message }: { message: ViewMessage }) {
  const t = useT('chat')
  const room = useChatRoom()
  const item = message.outboxItem
  if (!item) return null
  if (item.status === 'pending') {
    return <p className="text-xs text-muted-foreground">{t('message.sending')}</p>
  }
  return (
    <p
      className="flex flex-wrap items-center gap-x-1 text-xs text-destructive"
      title={item.error ?? undefined}
    >
      {t('message.failed')}
      <button
        type="button"
        className="cursor-pointer font-medium underline underline-offset-2"
        onClick={() => room.actions.retry(item)}
      >
        {t('message.retry')}
      </button>
      <span aria-hidden>·</span>
      <button
        type="button"
        className="cursor-pointer text-muted-foreground underline underline-offset-2"
        onClick={() => room.actions.discard(item)}
      >
        {t('message.discard')}
      </button>
      {item.error ? <span className="sr-only">({item.error})</span> : null}
    </p>
  )
}
