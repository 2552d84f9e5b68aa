/**
 * The sentences of notifications ("Rosa Alvarez commented", "3 new comments on Dark mode") in a language: the
 * inbox and the bell render them in the page's language, the mails in the recipient's (delivery.server.ts).
 * English reads exactly as src/lib/notification-rules.ts's entryText and groupSummary, which the server
 * functions still return (API clients and tests read those).
 */
import type { MessageValues } from '~/lib/i18n/format-message'
import type notificationsEn from '~/lib/i18n/messages/notifications/en'

/** The notifications catalogue's `t` (a page's useT('notifications'), or the server's for a mail). */
export type NotificationSay = (key: keyof typeof notificationsEn & string, values?: MessageValues) => string

/** What an entry's sentence needs of its stored data besides its kind and actor. */
export type EntryFacts = { status?: unknown; organizationName?: unknown; title?: unknown }

export function entrySentence(
  t: NotificationSay,
  kind: string,
  actorName: string | null,
  data: EntryFacts = {},
): string {
  const actor = actorName ?? t('entry.someone')
  switch (kind) {
    case 'feedback.mention':
    case 'update.mention':
    case 'discussion.mention':
    case 'chat.mention':
      return t('entry.mentioned', { actor })
    case 'feedback.comment':
      return t('entry.commented', { actor })
    case 'feedback.status':
      return t('entry.statusChanged', {
        actor,
        status: data.status != null ? String(data.status) : t('entry.someStatus'),
      })
    case 'update.shipped':
      return t('entry.shipped', { actor })
    case 'discussion.reply':
      return t('entry.replied', { actor })
    case 'discussion.answer':
      return t('entry.answer', { actor })
    case 'chat.message':
      return t('entry.wrote', { actor })
    case 'webhook.disabled':
      return t('entry.webhookDisabled')
    case 'invitation': {
      const team = data.organizationName ?? data.title
      return t('entry.invited', { actor, team: team != null ? String(team) : t('entry.someTeam') })
    }
    default:
      return t('entry.other', { actor })
  }
}

/** What a count of one kind is called ("3 new comments"); kinds not here count as notifications. */
const NOUNS: Record<string, string> = {
  'feedback.comment': 'comment',
  'discussion.reply': 'reply',
  'chat.message': 'message',
  'feedback.mention': 'mention',
  'update.mention': 'mention',
  'discussion.mention': 'mention',
  'chat.mention': 'mention',
  'feedback.status': 'status',
}

/**
 * A group's one line: the single entry's sentence ("Rosa Alvarez commented on Dark mode"), or a count of what
 * is new ("3 new comments on Dark mode"; "4 new notifications on …" when kinds mix).
 */
export function groupSentence(
  t: NotificationSay,
  groupKey: string,
  title: string,
  entries: { kind: string; text: string }[],
): string {
  const [first] = entries
  if (!first) return title
  const kinds = new Set(entries.map((entry) => entry.kind))
  const text =
    entries.length === 1
      ? first.text
      : t('summary.count', {
          noun: kinds.size === 1 ? (NOUNS[first.kind] ?? 'other') : 'other',
          count: entries.length,
        })
  if (groupKey.startsWith('invitation:')) return text
  if (groupKey.startsWith('feedback:')) return t('summary.on', { text, title })
  if (groupKey.startsWith('webhook:')) return t('summary.for', { text, title })
  return t('summary.in', { text, title })
}
