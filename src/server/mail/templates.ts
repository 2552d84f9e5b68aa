/** Parley's mails: one layout, HTML and plain text. Relative imports only (loaded by Better Auth's config). */
import { escapeHtml } from '../../lib/escape-html'
import type { Locale } from '../../lib/i18n/locales'
import { type ServerTranslate, serverTranslator } from '../server-catalogues.server'

export type MailContent = { subject: string; text: string; html: string }

/**
 * Mails go out in the recipient's language (their account's; for an address without an account, the language
 * the sender chose for it, else English): every mail here takes `language`.
 */
type MailT = ServerTranslate<'mail'>

function mailTranslator(language: string | null | undefined): { locale: Locale; t: MailT } {
  return serverTranslator('mail', language)
}

/** A token's lifetime in words ("24 hours", "3 days"), in the mail's language. */
function localizedDuration(t: MailT, seconds: number): string {
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
  return shell(directed(options.locale ?? 'en', inner))
}

export type NotificationMailGroup = {
  summary: string
  context: string | null
  url: string
  entries: { text: string; excerpt: string; url: string }[]
}

/** Text in the card's direction: Arabic reads right to left. */
function directed(locale: Locale, inner: string) {
  return locale === 'ar' ? `<div dir="rtl">${inner}</div>` : inner
}

/**
 * Notifications by mail: at once for mentions and private chats, or as the daily digest. Each
 * group links to its item and each entry to the exact comment, reply or message; the footer carries the
 * settings link and the one-click unsubscribe link (also in the List-Unsubscribe header). The groups' texts
 * come in the recipient's language already (delivery.server.ts).
 */
export function notificationMail(options: {
  kind: 'immediate' | 'digest'
  groups: NotificationMailGroup[]
  settingsUrl: string
  unsubscribeUrl: string
  language?: string | null
}): MailContent {
  const { locale, t } = mailTranslator(options.language)
  const count = options.groups.reduce((sum, group) => sum + group.entries.length, 0)
  const first = options.groups[0]
  const subject =
    options.kind === 'digest'
      ? t('notification.digestSubject', { count })
      : options.groups.length === 1 && first
        ? first.summary
        : t('notification.immediateSubject', { count })
  const heading = t(
    options.kind === 'digest' ? 'notification.digestHeading' : 'notification.immediateHeading',
  )
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
  // The sentence is escaped with its {change} and {unsubscribe} left open, then they become the links.
  const footer = escapeHtml(t('notification.footer'))
    .replace(
      '{change}',
      `<a href="${escapeHtml(options.settingsUrl)}" style="color:#646b80">${escapeHtml(t('notification.change'))}</a>`,
    )
    .replace(
      '{unsubscribe}',
      `<a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#646b80">${escapeHtml(t('notification.unsubscribe'))}</a>`,
    )
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
    t('notification.changeText', { url: options.settingsUrl }),
    t('notification.unsubscribeText', { url: options.unsubscribeUrl }),
    '',
  ].join('\n')
  return {
    subject,
    text,
    html: shell(
      directed(
        locale,
        `<h1 style="margin:0 0 20px;font-size:20px;color:#1f2230">${escapeHtml(heading)}</h1>
${groupsHtml}
<p style="margin:16px 0 0;font-size:13px;color:#646b80;line-height:1.5">${footer}</p>`,
      ),
    ),
  }
}

/** The invitation's end: English as it always was (the UTC string), other languages by Intl, in UTC. */
function untilText(locale: Locale, date: Date): string {
  if (locale === 'en') return date.toUTCString()
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
    date,
  )
}

export function invitationMail(options: {
  organizationName: string
  inviterName: string
  role: string
  url: string
  expiresAt: Date
  /** The invitee's language: their account's, else the organisation's default (organization-rules). */
  language?: string | null
}): MailContent {
  const { locale, t } = mailTranslator(options.language)
  const names = { organization: options.organizationName, inviter: options.inviterName }
  const heading = t('invitation.heading', names)
  const lines = [
    t('invitation.body', { ...names, role: options.role }),
    t('invitation.validity', { date: untilText(locale, options.expiresAt) }),
  ]
  const footer = t('invitation.footer')
  return {
    subject: t('invitation.subject', names),
    text: `${heading}\n\n${lines.join('\n\n')}\n\n${t('invitation.answer', { url: options.url })}\n\n${footer}\n`,
    html: layout({
      heading,
      paragraphs: lines,
      action: { label: t('invitation.action'), url: options.url },
      footer: `${footer} ${t('openLink')}`,
      locale,
    }),
  }
}

/** Plain text of a mail: heading, paragraphs, the action as a bare link, and the footer line. */
function plainText(heading: string, lines: string[], action: { label: string; url: string }, footer: string) {
  return `${heading}\n\n${lines.join('\n\n')}\n\n${action.label}: ${action.url}\n\n${footer}\n`
}

function greetingOf(t: MailT, name: string) {
  return name ? t('greeting', { name }) : t('greetingNoName')
}

export function verifyEmailMail(options: {
  name: string
  url: string
  expiresInSeconds: number
  /** The recipient's language (their account's); English when unset or unknown. */
  language?: string | null
}): MailContent {
  const { locale, t } = mailTranslator(options.language)
  const heading = t('verifyEmail.heading')
  const lines = [
    greetingOf(t, options.name),
    t('verifyEmail.body'),
    t('verifyEmail.validity', { duration: localizedDuration(t, options.expiresInSeconds) }),
  ]
  const action = { label: t('verifyEmail.action'), url: options.url }
  const footer = t('verifyEmail.footer')
  return {
    subject: t('verifyEmail.subject'),
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} ${t('openLink')}`, locale }),
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
    greetingOf(t, options.name),
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
  /** The account's language; English when unset or unknown. */
  language?: string | null
}): MailContent {
  const { locale, t } = mailTranslator(options.language)
  const heading = t('changeEmail.heading')
  const lines = [
    greetingOf(t, options.name),
    t('changeEmail.body', { currentEmail: options.currentEmail, newEmail: options.newEmail }),
    t('changeEmail.validity', { duration: localizedDuration(t, options.expiresInSeconds) }),
  ]
  const action = { label: t('changeEmail.action'), url: options.url }
  const footer = t('changeEmail.footer')
  return {
    subject: t('changeEmail.subject'),
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} ${t('openLink')}`, locale }),
  }
}

/** A list of names in the mail's language: "a, b, c" ("a、b、c" in Japanese, "a، b" in Arabic). */
function namesList(locale: Locale, names: string[]): string {
  return names.join(locale === 'ja' ? '、' : locale === 'ar' ? '، ' : ', ')
}

export function deleteAccountMail(options: {
  name: string
  url: string
  expiresInSeconds: number
  /** Organisations deleted with the account because the user is their only member. */
  deletedOrganizations: string[]
  /** The recipient's language (their account's); English when unset or unknown. */
  language?: string | null
}): MailContent {
  const { locale, t } = mailTranslator(options.language)
  const heading = t('deleteAccount.heading')
  const lines = [
    greetingOf(t, options.name),
    t('deleteAccount.body'),
    ...(options.deletedOrganizations.length > 0
      ? [t('deleteAccount.organizations', { names: namesList(locale, options.deletedOrganizations) })]
      : []),
    t('signedInValidity', { duration: localizedDuration(t, options.expiresInSeconds) }),
  ]
  const action = { label: t('deleteAccount.action'), url: options.url }
  const footer = t('deleteAccount.footer')
  return {
    subject: t('deleteAccount.subject'),
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} ${t('openLink')}`, locale }),
  }
}

/** An idea in the demand digest: by what it gained, or a new request by one big customer. */
export type DemandDigestLine = { title: string; url: string } & (
  | { companies: number; revenueCents: number }
  | { company: string; monthlySpendCents: number }
)

/** Money as the customers pages show it (en-US grouping in English), in the mail's language otherwise. */
function moneyText(locale: Locale, cents: number): string {
  const units = cents / 100
  return units.toLocaleString(locale === 'en' ? 'en-US' : locale, {
    minimumFractionDigits: Number.isInteger(units) ? 0 : 2,
    maximumFractionDigits: 2,
  })
}

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
  /** The reader's language (their account's); English when unset or unknown. */
  language?: string | null
}): MailContent {
  const { locale, t } = mailTranslator(options.language)
  const detail = (line: DemandDigestLine) =>
    'company' in line
      ? t('demandDigest.customerDetail', {
          company: line.company,
          money: moneyText(locale, line.monthlySpendCents),
        })
      : t('demandDigest.detail', { companies: line.companies, money: moneyText(locale, line.revenueCents) })
  const sections = [
    { heading: t('demandDigest.byRevenue'), lines: options.byRevenue },
    { heading: t('demandDigest.byCompanies'), lines: options.byCompanies },
    { heading: t('demandDigest.biggestNew'), lines: options.biggestNew },
  ].filter((section) => section.lines.length > 0)
  const subject = t('demandDigest.subject', { organization: options.organizationName })
  const footer = t('demandDigest.footer', { url: options.settingsUrl })
  const html = shell(
    directed(
      locale,
      `<h1 style="margin:0 0 16px;font-size:20px;color:#1f2230">${escapeHtml(subject)}</h1>
${sections
  .map(
    (
      section,
    ) => `<h2 style="margin:16px 0 8px;font-size:15px;color:#1f2230">${escapeHtml(section.heading)}</h2>
<ul style="margin:0;padding-left:18px;color:#3d4252;line-height:1.5">${section.lines
      .map(
        (line) =>
          `<li><a href="${escapeHtml(line.url)}" style="color:#5b4be0">${escapeHtml(line.title)}</a> — ${escapeHtml(detail(line))}</li>`,
      )
      .join('')}</ul>`,
  )
  .join('')}
<p style="margin:24px 0"><a href="${escapeHtml(options.customersUrl)}" style="${buttonStyle}">${escapeHtml(t('demandDigest.action'))}</a></p>
<p style="margin:0;font-size:13px;color:#646b80;line-height:1.5">${escapeHtml(footer)}</p>`,
    ),
  )
  const text = [
    subject,
    '',
    ...sections.flatMap((section) => [
      section.heading,
      ...section.lines.map((line) => `- ${line.title} — ${detail(line)}\n  ${line.url}`),
      '',
    ]),
    t('demandDigest.customersText', { url: options.customersUrl }),
    footer,
  ].join('\n')
  return { subject, text, html }
}

/** An export finished: a project's archive, or a person's own data, with the link to download it. */
export function transferReadyMail(options: {
  name: string
  url: string
  /** What was exported: "your data", or the project's name (null: a project gone since). */
  subject: { kind: 'personal' } | { kind: 'project'; name: string | null }
  expiresInSeconds: number
  /** The recipient's language (their account's); English when unset or unknown. */
  language?: string | null
}): MailContent {
  const { locale, t } = mailTranslator(options.language)
  const personal = options.subject.kind === 'personal'
  const project =
    options.subject.kind === 'project' ? (options.subject.name ?? t('transfer.someProject')) : ''
  const heading = t(personal ? 'transfer.personalHeading' : 'transfer.projectHeading')
  const lines = [
    greetingOf(t, options.name),
    personal ? t('transfer.personalBody') : t('transfer.projectBody', { project }),
    t('signedInValidity', { duration: localizedDuration(t, options.expiresInSeconds) }),
  ]
  const action = { label: t('transfer.action'), url: options.url }
  const footer = t('transfer.footer')
  return {
    subject: personal ? t('transfer.personalSubject') : t('transfer.projectSubject', { project }),
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} ${t('openLink')}`, locale }),
  }
}
