import { Link } from '@tanstack/react-router'
import { ArrowLeft, Lock } from 'lucide-react'
import { useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import type { ChatPerson } from '../chat.types'
import { useChatRoom } from './chat-room-context'
import { ChatAudience, ChatFollowButton, ChatManageMenu } from './lazy-chat-controls'

const SHOWN_PRESENT = 5

/** The chat's name, topic and state, who is here now, and (for editors) the chat's settings. */
export function ChatHeader({ present }: { present: ChatPerson[] }) {
  const t = useT('chat')
  const { orgSlug, projectSlug, chat } = useChatRoom()
  const shown = present.slice(0, SHOWN_PRESENT)
  const more = present.length - shown.length
  return (
    <header className="flex items-center gap-2 border-b border-border px-3 py-2">
      <Link
        to="/@{$org}/$project/chat"
        params={{ org: orgSlug, project: projectSlug }}
        aria-label={t('header.allChats')}
        title={t('header.allChats')}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground md:hidden"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
      </Link>
      <div className="min-w-0 flex-1">
        <h3 id="chat-title" className="flex items-center gap-1.5 truncate font-semibold">
          {chat.isPrivate ? (
            <>
              <Lock aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">{t('header.private')} </span>
            </>
          ) : null}
          <span className="truncate">{chat.name}</span>
          {chat.archived ? (
            <span className="rounded-full bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground">
              {t('header.archived')}
            </span>
          ) : null}
        </h3>
        {chat.topic ? <p className="truncate text-xs text-muted-foreground">{chat.topic}</p> : null}
        <ChatAudience chat={chat} />
      </div>
      {shown.length > 0 ? (
        <section aria-label={t('header.hereNow')} className="flex items-center">
          <ul className="flex -space-x-2">
            {shown.map((person) => (
              <li key={person.id} title={person.name}>
                <UserAvatar size={7} name={person.name} image={person.image} className="ring-2 ring-card" />
                <span className="sr-only">{person.name}</span>
              </li>
            ))}
          </ul>
          {more > 0 ? <span className="ms-1.5 text-xs text-muted-foreground">+{more}</span> : null}
        </section>
      ) : null}
      <ChatFollowButton orgSlug={orgSlug} projectSlug={projectSlug} chatId={chat.id} />
      {chat.canManage ? <ChatManageMenu /> : null}
    </header>
  )
}
