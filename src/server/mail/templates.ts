/** Parley's mails: one layout, HTML and plain text. Relative imports only (loaded by Better Auth's config). */
import { countOf } from '../../lib/count-of'
import { escapeHtml } from '../../lib/escape-html'
import type { MessageValues } from '../../lib/i18n/format-message'
import { type Locale, matchLocale } from '../../lib/i18n/locales'
import ar from '../../lib/i18n/messages/mail/ar'
import de from '../../lib/i18n/messages/mail/de'
import en from '../../lib/i18n/messages/mail/en'
import es from '../../lib/i18n/messages/mail/es'
import fr from '../../lib/i18n/messages/mail/fr'
import ja from '../../lib/i18n/messages/mail/ja'
import ptBR from '../../lib/i18n/messages/mail/pt-BR'
import { formatMessage } from '../../lib/i18n/parse-message'

export type MailContent = { subject: string; text: string; html: string }

/**
 * Mails go out in the recipient's language (their account's, else English). Converted so far: the
 * password-reset mail; the others still speak English only (docs/i18n.md).
 */
const mailCatalogues: Record<Locale, Record<keyof typeof en, string>> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  ja,
  ar,
}

function mailTranslator(language: string | null | undefined) {
  const locale = matchLocale(language) ?? 'en'
  return {
    locale,
    t: (key: keyof typeof en, values?: MessageValues) =>
      formatMessage(locale, mailCatalogues[locale][key], values),
  }
}

/** A token's lifetime in words, as durationText below, in the mail's language. */
function localizedDuration(t: ReturnType<typeof mailTranslator>['t'], seconds: number): string {
  if (seconds % 86_400 === 0 && seconds !== 86_400) return t('duration.days', { count: seconds / 86_400 })
  if (seconds % 3600 === 0) return t('duration.hours', { count: seconds / 3600 })
  return t('duration.minutes', { count: Math.round(seconds / 60) })
}

/** The frame every mail shares: the product's name, a white card, our colours. */
function shell(inner: string) {
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f6fa;font-family:Inter,system-ui,-apple-system,'Segoe UI',sans-serif">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e3e5ee;border-radius:12px"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:600;font-size:18px;color:#1f2230">Parley</p>
${inner}
</td></tr></table></body></html>`
}

const buttonStyle =
  'display:inline-block;background:#5b4be0;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:500'

function layout(options: {
  heading: string
  paragraphs: string[]
  action: { label: string; url: string }
  footer: string
  locale?: Locale
}) {
  const paragraphs = options.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5;color:#3d4252">${escapeHtml(p)}</p>`)
    .join('')
  const inner = `<h1 style="margin:0 0 16px;font-size:20px;color:#1f2230">${escapeHtml(options.heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="${buttonStyle}">${escapeHtml(options.action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#646b80;line-height:1.5">${escapeHtml(options.footer)}<br>${escapeHtml(options.action.url)}</p>`
  // Arabic reads right to left: the card's text runs and aligns from the right.
  return shell(options.locale === 'ar' ? `<div dir="rtl">${inner}</div>` : inner)
}

export type NotificationMailGroup = {
  summary: string
  context: string | null
  url: string
  entries: { text: string; excerpt: string; url: string }[]
}

/**
 * Notifications by mail: at once for mentions and private chats, or as the daily digest. Each
 * group links to its item and each entry to the exact comment, reply or message; the footer carries the
 * settings link and the one-click unsubscribe link (also in the List-Unsubscribe header).
 */
export function notificationMail(options: {
  kind: 'immediate' | 'digest'
  groups: NotificationMailGroup[]
  settingsUrl: string
  unsubscribeUrl: string
}): MailContent {
  const count = options.groups.reduce((sum, group) => sum + group.entries.length, 0)
  const first = options.groups[0]
  const subject =
    options.kind === 'digest'
      ? `Your Parley digest: ${countOf(count, { one: 'notification', other: 'notifications' })}`
      : options.groups.length === 1 && first
        ? first.summary
        : `${countOf(count, { one: 'new notification', other: 'new notifications' })} on Parley`
  const heading = options.kind === 'digest' ? 'What happened since yesterday' : 'New on Parley'
  const groupsHtml = options.groups
    .map((group) => {
      const entries = group.entries
        .map(
          (entry) =>
            `<li style="margin:0 0 8px"><a href="${escapeHtml(entry.url)}" style="color:#1f2230">${escapeHtml(entry.text)}</a>${
              entry.excerpt ? `<br><span style="color:#646b80">${escapeHtml(entry.excerpt)}</span>` : ''
            }</li>`,
        )
        .join('')
      const context = group.context
        ? `<br><span style="font-size:13px;color:#646b80">${escapeHtml(group.context)}</span>`
        : ''
      return `<div style="margin:0 0 20px;padding:0 0 16px;border-bottom:1px solid #e3e5ee">
<p style="margin:0 0 8px;font-weight:600;color:#1f2230"><a href="${escapeHtml(group.url)}" style="color:#5b4be0;text-decoration:none">${escapeHtml(group.summary)}</a>${context}</p>
<ul style="margin:0;padding:0 0 0 18px;line-height:1.5;color:#3d4252">${entries}</ul></div>`
    })
    .join('')
  const footer = `You get these mails because of your notification settings. <a href="${escapeHtml(options.settingsUrl)}" style="color:#646b80">Change what you get</a> or <a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#646b80">unsubscribe from notification mails</a>.`
  const text = [
    heading,
    '',
    ...options.groups.flatMap((group) => [
      `${group.summary}${group.context ? ` (${group.context})` : ''}`,
      ...group.entries.map(
        (entry) => `- ${entry.text}${entry.excerpt ? `: ${entry.excerpt}` : ''}\n  ${entry.url}`,
      ),
      '',
    ]),
    `Change what you get: ${options.settingsUrl}`,
    `Unsubscribe from notification mails: ${options.unsubscribeUrl}`,
    '',
  ].join('\n')
  return {
    subject,
    text,
    html: shell(`<h1 style="margin:0 0 20px;font-size:20px;color:#1f2230">${escapeHtml(heading)}</h1>
${groupsHtml}
<p style="margin:16px 0 0;font-size:13px;color:#646b80;line-height:1.5">${footer}</p>`),
  }
}

export function invitationMail(options: {
  organizationName: string
  inviterName: string
  role: string
  url: string
  expiresAt: Date
}): MailContent {
  const heading = `Join ${options.organizationName} on Parley`
  const lines = [
    `${options.inviterName} invited you to join ${options.organizationName} as ${options.role === 'admin' ? 'an admin' : `a ${options.role}`}.`,
    `The invitation is valid until ${options.expiresAt.toUTCString()}.`,
  ]
  const footer = 'If you did not expect this invitation, you can ignore this email. Or open this link:'
  return {
    subject: `${options.inviterName} invited you to ${options.organizationName}`,
    text: `${heading}\n\n${lines.join('\n\n')}\n\nAccept or decline: ${options.url}\n\nIf you did not expect this invitation, you can ignore this email.\n`,
    html: layout({
      heading,
      paragraphs: lines,
      action: { label: 'View invitation', url: options.url },
      footer,
    }),
  }
}

/** Plain text of a mail: heading, paragraphs, the action as a bare link, and the footer line. */
function plainText(heading: string, lines: string[], action: { label: string; url: string }, footer: string) {
  return `${heading}\n\n${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n\n${footer}\n`
}

const durationText = (seconds: number) => {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? '24 hours' : `${seconds / 86_400} days`
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`
  return `${Math.round(seconds / 60)} minutes`
}

export function verifyEmailMail(options: {
  name: string
  url: string
  expiresInSeconds: number
}): MailContent {
  const heading = 'Verify your email address'
  const lines = [
    options.name ? `Hi ${options.name},` : 'Hi,',
    'Confirm that this is your email address to finish setting up your Parley account.',
    `The link is valid for ${durationText(options.expiresInSeconds)}.`,
  ]
  const action = { label: 'Verify email address', url: options.url }
  const footer = 'If you did not create a Parley account, you can ignore this email.'
  return {
    subject: 'Verify your email address for Parley',
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} Or open this link:` }),
  }
}

export function resetPasswordMail(options: {
  name: string
  url: string
  expiresInSeconds: number
  /** The recipient's language (their account's); English when unset or unknown. */
  language?: string | null
}): MailContent {
  const { locale, t } = mailTranslator(options.language)
  const heading = t('resetPassword.heading')
  const lines = [
    options.name ? t('greeting', { name: options.name }) : t('greetingNoName'),
    t('resetPassword.body'),
    t('resetPassword.validity', { duration: localizedDuration(t, options.expiresInSeconds) }),
  ]
  const action = { label: t('resetPassword.action'), url: options.url }
  const footer = t('resetPassword.footer')
  return {
    subject: t('resetPassword.subject'),
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} ${t('openLink')}`, locale }),
  }
}

export function changeEmailMail(options: {
  name: string
  currentEmail: string
  newEmail: string
  url: string
  expiresInSeconds: number
}): MailContent {
  const heading = 'Confirm your new email address'
  const lines = [
    options.name ? `Hi ${options.name},` : 'Hi,',
    `You asked to change the email address of your Parley account from ${options.currentEmail} to ${options.newEmail}.`,
    `Your address changes when you open the link below. It is valid for ${durationText(options.expiresInSeconds)}.`,
  ]
  const action = { label: 'Confirm new address', url: options.url }
  const footer = 'If you did not ask for this, you can ignore this email: nothing changes.'
  return {
    subject: 'Confirm your new email address for Parley',
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} Or open this link:` }),
  }
}

export function deleteAccountMail(options: {
  name: string
  url: string
  expiresInSeconds: number
  /** Organisations deleted with the account because the user is their only member. */
  deletedOrganizations: string[]
}): MailContent {
  const heading = 'Confirm account deletion'
  const lines = [
    options.name ? `Hi ${options.name},` : 'Hi,',
    'You asked to delete your Parley account. Opening the link below deletes it for good, with your sessions and sign-in methods. This cannot be undone.',
    ...(options.deletedOrganizations.length > 0
      ? [
          `These organisations have no other members and will be deleted with their projects: ${options.deletedOrganizations.join(', ')}.`,
        ]
      : []),
    `You need to be signed in when you open the link. It is valid for ${durationText(options.expiresInSeconds)}.`,
  ]
  const action = { label: 'Delete my account', url: options.url }
  const footer = 'If you did not ask for this, ignore this email and consider changing your password.'
  return {
    subject: 'Confirm the deletion of your Parley account',
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} Or open this link:` }),
  }
}

export type DemandDigestLine = { title: string; url: string; detail: string }

/**
 * The weekly demand digest for an organisation's members who chose it: the ideas that gained the most monthly
 * spend and the most companies this week, and new requests from the biggest customers. Members only: it names
 * customers and what they pay.
 */
export function demandDigestMail(options: {
  organizationName: string
  byRevenue: DemandDigestLine[]
  byCompanies: DemandDigestLine[]
  biggestNew: DemandDigestLine[]
  customersUrl: string
  settingsUrl: string
}): MailContent {
  const sections = [
    { heading: 'Most revenue gained', lines: options.byRevenue },
    { heading: 'Most companies gained', lines: options.byCompanies },
    { heading: 'New requests from your biggest customers', lines: options.biggestNew },
  ].filter((section) => section.lines.length > 0)
  const subject = `${options.organizationName}: this week’s demand`
  const html = shell(`<h1 style="margin:0 0 16px;font-size:20px;color:#1f2230">${escapeHtml(subject)}</h1>
${sections
  .map(
    (
      section,
    ) => `<h2 style="margin:16px 0 8px;font-size:15px;color:#1f2230">${escapeHtml(section.heading)}</h2>
<ul style="margin:0;padding-left:18px;color:#3d4252;line-height:1.5">${section.lines
      .map(
        (line) =>
          `<li><a href="${escapeHtml(line.url)}" style="color:#5b4be0">${escapeHtml(line.title)}</a> — ${escapeHtml(line.detail)}</li>`,
      )
      .join('')}</ul>`,
  )
  .join('')}
<p style="margin:24px 0"><a href="${escapeHtml(options.customersUrl)}" style="${buttonStyle}">Open customers</a></p>
<p style="margin:0;font-size:13px;color:#646b80;line-height:1.5">You chose this weekly mail in your notification settings: ${escapeHtml(options.settingsUrl)}</p>`)
  const text = [
    subject,
    '',
    ...sections.flatMap((section) => [
      section.heading,
      ...section.lines.map((line) => `- ${line.title} — ${line.detail}\n  ${line.url}`),
      '',
    ]),
    `Customers: ${options.customersUrl}`,
    `You chose this weekly mail in your notification settings: ${options.settingsUrl}`,
  ].join('\n')
  return { subject, text, html }
}

/** An export finished: a project's archive, or a person's own data, with the link to download it. */
export function transferReadyMail(options: {
  name: string
  url: string
  /** What was exported: "your data", or the project's name. */
  subject: { kind: 'personal' } | { kind: 'project'; name: string }
  expiresInSeconds: number
}): MailContent {
  const what =
    options.subject.kind === 'personal' ? 'your Parley data' : `the project ${options.subject.name}`
  const heading = options.subject.kind === 'personal' ? 'Your data is ready' : 'Your project export is ready'
  const lines = [
    options.name ? `Hi ${options.name},` : 'Hi,',
    `The archive of ${what} you asked for is ready to download.`,
    `You need to be signed in when you open the link. It is valid for ${durationText(options.expiresInSeconds)}.`,
  ]
  const action = { label: 'Download the archive', url: options.url }
  const footer = 'If you did not ask for this, tell an administrator of your Parley.'
  return {
    subject:
      options.subject.kind === 'personal'
        ? 'Your Parley data is ready to download'
        : `The export of ${options.subject.name} is ready to download`,
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} Or open this link:` }),
  }
}
