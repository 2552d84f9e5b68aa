/** Parley's mails: one layout, HTML and plain text. Relative imports only (loaded by Better Auth's config). */
import { escapeHtml } from '../../lib/escape-html'

export type MailContent = { subject: string; text: string; html: string }

function layout(options: {
  heading: string
  paragraphs: string[]
  action: { label: string; url: string }
  footer: string
}) {
  const paragraphs = options.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5;color:#3d4252">${escapeHtml(p)}</p>`)
    .join('')
  return `<!doctype html><html><body style="margin:0;padding:24px;background:#f5f6fa;font-family:Inter,system-ui,-apple-system,'Segoe UI',sans-serif">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid #e3e5ee;border-radius:12px"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:600;font-size:18px;color:#1f2230">Parley</p>
<h1 style="margin:0 0 16px;font-size:20px;color:#1f2230">${escapeHtml(options.heading)}</h1>
${paragraphs}
<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="display:inline-block;background:#5b4be0;color:#ffffff;text-decoration:none;padding:10px 18px;border-radius:8px;font-weight:500">${escapeHtml(options.action.label)}</a></p>
<p style="margin:0;font-size:13px;color:#646b80;line-height:1.5">${escapeHtml(options.footer)}<br>${escapeHtml(options.action.url)}</p>
</td></tr></table></body></html>`
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
}): MailContent {
  const heading = 'Reset your password'
  const lines = [
    options.name ? `Hi ${options.name},` : 'Hi,',
    'Someone asked to reset the password of your Parley account. Choose a new password with the link below.',
    `The link can be used once and is valid for ${durationText(options.expiresInSeconds)}.`,
  ]
  const action = { label: 'Choose a new password', url: options.url }
  const footer = 'If you did not ask for this, you can ignore this email: your password stays as it is.'
  return {
    subject: 'Reset your Parley password',
    text: plainText(heading, lines, action, footer),
    html: layout({ heading, paragraphs: lines, action, footer: `${footer} Or open this link:` }),
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
