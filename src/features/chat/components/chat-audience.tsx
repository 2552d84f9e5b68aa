import { Lock, Users } from 'lucide-react'
import { useLocale, useT } from '~/components/i18n/use-t'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import type { Translate } from '~/lib/i18n/catalogue'
import { listInWords } from '~/lib/team-rules'
import type { ChatDetail } from '../chat.types'

/**
 * "Open to Design, Support and 3 people": who may read a private chat, its people and its teams. English keeps
 * its own list wording (listInWords); another language joins with Intl.ListFormat.
 */
export function chatAudienceText(
  chat: Pick<ChatDetail, 'members' | 'teams'>,
  t: Translate<'chat'>,
  locale: string,
): string {
  const teams = (chat.teams ?? []).map((team) => team.name)
  const people = chat.members?.length ?? 0
  const parts = people > 0 ? [...teams, t('audience.people', { count: people })] : teams
  if (parts.length === 0) return t('audience.nobody')
  const list =
    locale === 'en' ? listInWords(parts) : new Intl.ListFormat(locale, { type: 'conjunction' }).format(parts)
  return t('audience.openTo', { list })
}

/**
 * Under a private chat's name: who may read it, as a button opening the list of its teams and people.
 * Nothing for open chats (every member of the organisation reads them).
 */
export function ChatAudience({ chat }: { chat: ChatDetail }) {
  const t = useT('chat')
  const locale = useLocale()
  if (!chat.isPrivate) return null
  const teams = chat.teams ?? []
  const people = chat.members ?? []
  return (
    <Popover>
      <PopoverTrigger
        className="flex max-w-full cursor-pointer items-center gap-1 truncate rounded text-xs text-muted-foreground hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-ring"
        data-testid="chat-audience"
      >
        <Lock aria-hidden className="size-3 shrink-0" />
        <span className="truncate">{chatAudienceText(chat, t, locale)}</span>
      </PopoverTrigger>
      <PopoverContent align="start" className="grid w-72 gap-3 p-3 text-sm" aria-label={t('audience.label')}>
        <p className="text-xs text-muted-foreground">{t('audience.intro')}</p>
        {teams.length > 0 ? (
          <section aria-label={t('form.teams')} className="grid gap-1">
            <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('form.teams')}
            </h4>
            <ul className="grid gap-1">
              {teams.map((team) => (
                <li key={team.id} className="flex items-center gap-2">
                  <Users aria-hidden className="size-4 shrink-0 text-muted-foreground" />
                  <span className="min-w-0 truncate">{team.name}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {people.length > 0 ? (
          <section aria-label={t('audience.peopleTitle')} className="grid gap-1">
            <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
              {t('audience.peopleTitle')}
            </h4>
            <ul className="grid max-h-56 gap-1 overflow-y-auto">
              {people.map((person) => (
                <li key={person.id} className="flex items-center gap-2">
                  <UserAvatar size={6} name={person.name} image={person.image} />
                  <span className="min-w-0 truncate">{person.name}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </PopoverContent>
    </Popover>
  )
}
