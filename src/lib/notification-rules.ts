import { markdownExcerpt } from './plain-text'
/**
 * Notifications' constants and pure rules, shared by the server, the screens and the tests: which
 * kinds exist, how people choose to hear of them, when a mail may go out, and how entries group by item.
 */

/** What people choose between in Settings → Notifications; each covers one or more stored kinds. */
export const NOTIFICATION_TYPES = [
  {
    id: 'mention',
    label: 'Mentions',
    description: 'Someone @mentions you in feedback, an update, a discussion or a chat.',
    kinds: ['feedback.mention', 'update.mention', 'discussion.mention', 'chat.mention'],
    email: 'immediate',
  },
  {
    id: 'chat',
    label: 'Private and followed chats',
    description: 'Every message in a private chat you belong to, or in a chat you follow.',
    kinds: ['chat.message'],
    email: 'immediate',
  },
  {
    id: 'discussion',
    label: 'Discussions you follow',
    description:
      'Replies in threads you started, replied to or follow, and answers you gave that were accepted.',
    kinds: ['discussion.reply', 'discussion.answer'],
    email: 'digest',
  },
  {
    id: 'feedbackComment',
    label: 'Comments on feedback',
    description: 'Comments on feedback you posted, voted on or follow.',
    kinds: ['feedback.comment'],
    email: 'digest',
  },
  {
    id: 'feedbackStatus',
    label: 'Status changes',
    description: 'The status of feedback you voted on or follow changes.',
    kinds: ['feedback.status'],
    email: 'digest',
  },
  {
    id: 'shipped',
    label: 'Shipped',
    description: 'An update ships feedback you voted on or follow.',
    kinds: ['update.shipped'],
    email: 'digest',
  },
  {
    id: 'invitation',
    label: 'Invitations',
    description: 'Someone invites you to a team (the invitation itself always comes by e-mail).',
    kinds: ['invitation'],
    email: 'digest',
  },
  {
    id: 'webhook',
    label: 'Webhook problems',
    description: 'A webhook of a team you own is turned off after its deliveries failed for three days.',
    kinds: ['webhook.disabled'],
    email: 'immediate',
  },
] as const

export type NotificationType = (typeof NOTIFICATION_TYPES)[number]
export type NotificationTypeId = NotificationType['id']
export type NotificationKind = NotificationType['kinds'][number]
export type EmailChannel = 'immediate' | 'digest'

export const NOTIFICATION_TYPE_IDS = NOTIFICATION_TYPES.map((type) => type.id) as [
  NotificationTypeId,
  ...NotificationTypeId[],
]

export function typeOfKind(kind: string): NotificationType | null {
  return NOTIFICATION_TYPES.find((type) => (type.kinds as readonly string[]).includes(kind)) ?? null
}

export type ChannelChoice = { inApp: boolean; email: boolean }

/** Defaults: everything in the app; e-mail for all but invitations (whose own mail already went out). */
export function defaultChoice(type: NotificationTypeId): ChannelChoice {
  return { inApp: true, email: type !== 'invitation' }
}

export const WEEKDAYS = [1, 2, 3, 4, 5] as const

/**
 * "Work can wait": mail goes out only in working hours (on the chosen days, from `start` to `end` o'clock in
 * the person's time zone), and not at all while paused. The in-app bell keeps counting quietly.
 */
export type WorkHours = { enabled: boolean; days: number[]; start: number; end: number }

export type NotificationSettings = {
  choices: Record<NotificationTypeId, ChannelChoice>
  /** 0–23, in `timeZone`. */
  digestHour: number
  timeZone: string
  /** ISO time; null when not paused. */
  pausedUntil: string | null
  workHours: WorkHours
  /** Set by the one-click unsubscribe link: no notification mail at all until turned on again. */
  emailUnsubscribed: boolean
  /**
   * The weekly demand digest (members of organisations with customers): the ideas that gained the most revenue
   * and companies, and new requests from the biggest customers. Off unless chosen.
   */
  demandDigest: boolean
}

export const DEFAULT_WORK_HOURS: WorkHours = { enabled: false, days: [...WEEKDAYS], start: 9, end: 17 }
export const DEFAULT_DIGEST_HOUR = 8

export function defaultSettings(timeZone = 'UTC'): NotificationSettings {
  return {
    choices: Object.fromEntries(NOTIFICATION_TYPE_IDS.map((id) => [id, defaultChoice(id)])) as Record<
      NotificationTypeId,
      ChannelChoice
    >,
    digestHour: DEFAULT_DIGEST_HOUR,
    timeZone,
    pausedUntil: null,
    workHours: DEFAULT_WORK_HOURS,
    emailUnsubscribed: false,
    demandDigest: false,
  }
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone })
    return true
  } catch {
    return false
  }
}

/** The local calendar date, weekday (0 = Sunday) and hour of an instant in a time zone. */
export function localParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    weekday: 'short',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(at)
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? ''
  const weekday = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'].indexOf(get('weekday'))
  return { weekday, hour: Number(get('hour')), minute: Number(get('minute')) }
}

const HOUR = 60 * 60 * 1000

/** The first whole hour at or after `from` for which `accept(local parts)` holds (looks a fortnight ahead). */
function nextHourWhere(
  from: Date,
  timeZone: string,
  accept: (local: ReturnType<typeof localParts>) => boolean,
) {
  const start = new Date(Math.ceil(from.getTime() / HOUR) * HOUR)
  for (let step = 0; step < 24 * 15; step++) {
    const candidate = new Date(start.getTime() + step * HOUR)
    if (accept(localParts(candidate, timeZone))) return candidate
  }
  return start
}

function inWorkHours(local: ReturnType<typeof localParts>, hours: WorkHours): boolean {
  return hours.days.includes(local.weekday) && local.hour >= hours.start && local.hour < hours.end
}

/** When mail may go out at or after `now`: after a pause, inside working hours. `now` itself when allowed. */
export function nextMailTime(settings: NotificationSettings, now: Date): Date {
  let from = now
  if (settings.pausedUntil && Date.parse(settings.pausedUntil) > now.getTime()) {
    from = new Date(settings.pausedUntil)
  }
  const hours = settings.workHours
  if (!hours.enabled || hours.days.length === 0 || hours.start >= hours.end) return from
  if (inWorkHours(localParts(from, settings.timeZone), hours)) return from
  return nextHourWhere(from, settings.timeZone, (local) => inWorkHours(local, hours))
}

/** The next time the daily digest is due: the chosen hour in the person's zone, strictly after `now`. */
export function nextDigestTime(settings: NotificationSettings, now: Date): Date {
  const due = nextHourWhere(
    new Date(now.getTime() + 1),
    settings.timeZone,
    (local) => local.hour === settings.digestHour,
  )
  return nextMailTime(settings, due)
}

/** Merges stored (possibly partial or older) settings over the defaults, dropping what no longer exists. */
export function normalizeSettings(
  stored: Partial<NotificationSettings> | null | undefined,
): NotificationSettings {
  const base = defaultSettings(stored?.timeZone && isValidTimeZone(stored.timeZone) ? stored.timeZone : 'UTC')
  if (!stored) return base
  const choices = { ...base.choices }
  for (const id of NOTIFICATION_TYPE_IDS) {
    const choice = stored.choices?.[id]
    if (choice) choices[id] = { inApp: Boolean(choice.inApp), email: Boolean(choice.email) }
  }
  return {
    ...base,
    choices,
    digestHour: Number.isInteger(stored.digestHour) ? (stored.digestHour as number) : base.digestHour,
    pausedUntil: stored.pausedUntil ?? null,
    workHours: { ...base.workHours, ...stored.workHours },
    emailUnsubscribed: Boolean(stored.emailUnsubscribed),
    demandDigest: Boolean(stored.demandDigest),
  }
}

/** What a notification quotes of a markdown text (a comment, a reply, an item's details, an update). */
export function notificationExcerpt(markdown: string): string {
  return markdownExcerpt(markdown, 140)
}

/** Entries shown per group in the inbox and the bell's panel. */
export const NOTIFICATION_GROUP_ENTRIES = 5
export const NOTIFICATION_PAGE_SIZE = 20
/** The bell counts up to here ("99+"). */
export const NOTIFICATION_UNREAD_CAP = 99

type EntryData = { title?: unknown; status?: unknown; organizationName?: unknown }

/** One entry, the actor's name first: "Rosa Alvarez commented". */
export function entryText(kind: string, actorName: string | null, data: EntryData = {}): string {
  const actor = actorName ?? 'Someone'
  switch (kind) {
    case 'feedback.mention':
    case 'update.mention':
    case 'discussion.mention':
    case 'chat.mention':
      return `${actor} mentioned you`
    case 'feedback.comment':
      return `${actor} commented`
    case 'feedback.status':
      return `${actor} changed the status to ${String(data.status ?? 'a new one')}`
    case 'update.shipped':
      return `${actor} shipped feedback you asked for`
    case 'discussion.reply':
      return `${actor} replied`
    case 'discussion.answer':
      return `${actor} marked your reply as the answer`
    case 'chat.message':
      return `${actor} wrote`
    case 'webhook.disabled':
      return 'A webhook was turned off after three days of failed deliveries'
    case 'invitation':
      return `${actor} invited you to join ${String(data.organizationName ?? data.title ?? 'a team')}`
    default:
      return `${actor} did something`
  }
}

const NOUNS: Record<string, [string, string]> = {
  'feedback.comment': ['new comment', 'new comments'],
  'discussion.reply': ['new reply', 'new replies'],
  'chat.message': ['new message', 'new messages'],
  'feedback.mention': ['mention', 'mentions'],
  'update.mention': ['mention', 'mentions'],
  'discussion.mention': ['mention', 'mentions'],
  'chat.mention': ['mention', 'mentions'],
  'feedback.status': ['status change', 'status changes'],
}

/** "on Dark mode", "in General", "in How we triage": how a group's title follows its summary. */
function where(groupKey: string, title: string): string {
  if (groupKey.startsWith('feedback:')) return `on ${title}`
  if (groupKey.startsWith('invitation:')) return ''
  if (groupKey.startsWith('webhook:')) return `for ${title}`
  return `in ${title}`
}

/**
 * A group's one line: the single entry's text ("Rosa Alvarez commented on Dark mode"), or a count of what is
 * new ("3 new comments on Dark mode"; "4 new notifications on …" when kinds mix).
 */
export function groupSummary(
  groupKey: string,
  title: string,
  entries: { kind: string; text: string }[],
): string {
  const place = where(groupKey, title)
  const join = (text: string) => (place ? `${text} ${place}` : text)
  const [first] = entries
  if (!first) return title
  if (entries.length === 1) return join(first.text)
  const kinds = new Set(entries.map((entry) => entry.kind))
  const noun = kinds.size === 1 ? NOUNS[first.kind] : undefined
  return join(`${entries.length} ${noun ? noun[1] : 'new notifications'}`)
}
