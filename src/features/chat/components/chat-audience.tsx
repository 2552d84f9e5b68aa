import { Lock, Users } from 'lucide-react'
import { UserAvatar } from '~/components/shell/user-avatar'
import { Popover, PopoverContent, PopoverTrigger } from '~/components/ui/popover'
import { countOf } from '~/lib/count-of'
import { listInWords } from '~/lib/team-rules'
import type { ChatDetail } from '../chat.types'

const peopleText = (count: number) => countOf(count, { one: 'person', other: 'people' })

/** "Open to Design, Support and 3 people": who may read a private chat, its people and its teams. */
export function chatAudienceText(chat: Pick<ChatDetail, 'members' | 'teams'>): string {
  const teams = (chat.teams ?? []).map((team) => team.name)
  const people = chat.members?.length ?? 0
  const parts = people > 0 ? [...teams, peopleText(people)] : teams
  return parts.length === 0 ? 'Open to nobody yet' : `Open to ${listInWords(parts)}`
}

/**
 * Under a private chat's name: who may read it, as a button opening the list of its teams and people.
 * Nothing for open chats (every member of the organisation reads them).
 */
export function ChatAudience({ chat }: { chat: ChatDetail }) {
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
        <span className="truncate">{chatAudienceText(chat)}</span>
      </PopoverTrigger>
      <PopoverContent
        align="start"
        className="grid w-72 gap-3 p-3 text-sm"
        aria-label="Who can read this chat"
      >
        <p className="text-xs text-muted-foreground">
          A private chat: only these teams and people can find and read it.
        </p>
        {teams.length > 0 ? (
          <section aria-label="Teams" className="grid gap-1">
            <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Teams</h4>
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
          <section aria-label="People" className="grid gap-1">
            <h4 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">People</h4>
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
