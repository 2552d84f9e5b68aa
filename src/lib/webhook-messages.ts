/**
 * The short human messages of the Slack and Discord formats ("New feedback in Mobile app: *Dark mode* — 3
 * votes", with a link), one per event, built from the event's `data`. Pure; every piece of text that people
 * wrote (titles, names, bodies) goes through the chat service's escaping, so a title cannot mention
 * `<!channel>` or `@everyone`, nor break the message's formatting. No secret is ever part of `data`.
 */
import { countOf } from './count-of'

type Data = Record<string, unknown>

const record = (value: unknown): Data | null =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Data) : null
const text = (value: unknown): string => (typeof value === 'string' ? value : '')
const shorten = (value: string, max: number) => (value.length > max ? `${value.slice(0, max - 1)}…` : value)

/** A plain message in parts: `emphasis` pieces are shown bold; every piece is escaped by the format. */
export type MessagePart = { text: string; emphasis?: boolean }
export type WebhookMessage = { parts: MessagePart[]; url: string | null; detail: string | null }

function name(value: unknown): string {
  const person = record(value)
  return text(person?.name) || text(person?.username) || 'Someone'
}

function votes(count: unknown): string {
  return countOf(typeof count === 'number' ? count : 0, { one: 'vote', other: 'votes' })
}

/** What the event says, in parts, from its type and data (unknown shapes fall back to the type). */
export function webhookMessageOf(type: string, data: Data): WebhookMessage {
  const project = text(record(data.project)?.name) || 'a project'
  const actor = name(data.actor)
  const url = text(data.url) || null
  const feedback = record(data.feedback)
  const title = (value: unknown): MessagePart => ({
    text: shorten(text(value) || 'Untitled', 200),
    emphasis: true,
  })
  const plain = (value: string): MessagePart => ({ text: value })
  const body = (value: unknown) => (text(value) ? shorten(text(value), 500) : null)
  switch (type) {
    case 'feedback.created':
      return {
        parts: [
          plain(`New feedback in ${project}: `),
          title(feedback?.title),
          plain(` — ${votes(feedback?.vote_count)}`),
        ],
        url,
        detail: body(feedback?.details),
      }
    case 'feedback.updated':
      return {
        parts: [plain(`${actor} edited `), title(feedback?.title), plain(` in ${project}`)],
        url,
        detail: null,
      }
    case 'feedback.status_changed':
      return {
        parts: [
          title(feedback?.title),
          plain(` is now ${text(record(feedback?.status)?.name) || 'in a new status'}`),
        ],
        url,
        detail: null,
      }
    case 'feedback.deleted':
      return {
        parts: [plain(`${actor} deleted `), title(feedback?.title), plain(` in ${project}`)],
        url,
        detail: null,
      }
    case 'feedback.merged':
      return {
        parts: [title(feedback?.title), plain(' was merged into '), title(record(data.merged_into)?.title)],
        url,
        detail: null,
      }
    case 'feedback.unmerged':
      return { parts: [title(feedback?.title), plain(' was unmerged')], url, detail: null }
    case 'feedback.voted':
      return {
        parts: [
          plain(`${actor} voted for `),
          title(feedback?.title),
          plain(` — ${votes(feedback?.vote_count)}`),
        ],
        url,
        detail: null,
      }
    case 'feedback.unvoted':
      return {
        parts: [
          plain(`${actor} removed a vote from `),
          title(feedback?.title),
          plain(` — ${votes(feedback?.vote_count)}`),
        ],
        url,
        detail: null,
      }
    case 'feedback.comment_created': {
      const comment = record(data.comment)
      const what = data.internal === true ? 'added an internal note to' : 'commented on'
      return { parts: [plain(`${actor} ${what} `), title(feedback?.title)], url, detail: body(comment?.body) }
    }
    case 'update.published':
      return {
        parts: [plain(`Update published in ${project}: `), title(record(data.update)?.title)],
        url,
        detail: null,
      }
    case 'discussion.created':
      return {
        parts: [
          plain(`${actor} started a discussion in ${project}: `),
          title(record(data.discussion)?.title),
        ],
        url,
        detail: body(record(data.discussion)?.body),
      }
    case 'discussion.reply_created':
      return {
        parts: [plain(`${actor} replied to `), title(record(data.discussion)?.title)],
        url,
        detail: body(record(data.reply)?.body),
      }
    case 'chat.message_created':
      return {
        parts: [plain(`${actor} in `), title(record(data.chat)?.name || project)],
        url,
        detail: body(record(data.message)?.body),
      }
    case 'file.uploaded':
      return {
        parts: [plain(`${actor} uploaded `), title(record(data.file)?.name), plain(` to ${project}`)],
        url,
        detail: null,
      }
    case 'member.joined':
    case 'member.left': {
      const organization = text(record(data.organization)?.name) || 'the team'
      const who = name(record(data.member)?.user)
      return {
        parts: [plain(`${who} ${type === 'member.joined' ? 'joined' : 'left'} ${organization}`)],
        url,
        detail: null,
      }
    }
    case 'webhook.test':
      return { parts: [plain('Test event from Parley: this webhook works.')], url, detail: null }
    default:
      return { parts: [plain(`Parley event ${type}`)], url, detail: null }
  }
}

/**
 * Slack's mrkdwn: `&`, `<` and `>` are its only escapes and are enough to stop `<!channel>`, `<@U…>` and links;
 * formatting characters have no escape, so the ones that could close our bold are replaced by look-alikes.
 */
export function escapeSlack(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('*', '∗')
    .replaceAll('`', 'ˋ')
}

/**
 * Discord markdown: every formatting character backslash-escaped, and a zero-width space after `@` and `<` so
 * that `@everyone`, `@here` and `<@id>` stay text (the message also sets `allowed_mentions` to none).
 */
export function escapeDiscord(value: string): string {
  return value
    .replace(/[\\*_~`|>#[\]()-]/g, (character) => `\\${character}`)
    .replaceAll('@', '@\u200b')
    .replaceAll('<', '<\u200b')
}

export function slackMessage(type: string, data: Data): Record<string, unknown> {
  const message = webhookMessageOf(type, data)
  const line = message.parts
    .map((part) => (part.emphasis ? `*${escapeSlack(part.text)}*` : escapeSlack(part.text)))
    .join('')
  const fallback = escapeSlack(message.parts.map((part) => part.text).join(''))
  const blocks: Record<string, unknown>[] = [{ type: 'section', text: { type: 'mrkdwn', text: line } }]
  if (message.detail) {
    blocks.push({
      type: 'section',
      text: { type: 'mrkdwn', text: `>${escapeSlack(message.detail).replaceAll('\n', '\n>')}` },
    })
  }
  if (message.url) {
    blocks.push({
      type: 'context',
      elements: [
        { type: 'mrkdwn', text: `<${message.url.replace(/[<>|]/g, encodeURIComponent)}|Open in Parley>` },
      ],
    })
  }
  return { text: fallback, blocks }
}

export function discordMessage(type: string, data: Data, timestamp: string): Record<string, unknown> {
  const message = webhookMessageOf(type, data)
  const line = message.parts
    .map((part) => (part.emphasis ? `**${escapeDiscord(part.text)}**` : escapeDiscord(part.text)))
    .join('')
  const description = message.detail ? `${line}\n\n${escapeDiscord(message.detail)}` : line
  const embed: Record<string, unknown> = {
    title: shorten(escapeDiscord(message.parts.map((part) => part.text).join('')), 256),
    description: shorten(description, 4096),
    color: 0x4f46e5,
    timestamp,
    footer: { text: `Parley · ${type}` },
  }
  if (message.url) embed.url = message.url
  return { embeds: [embed], allowed_mentions: { parse: [] } }
}
