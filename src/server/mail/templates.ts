/** Parley's mails: one layout, HTML and plain text. Relative imports only (loaded by Better Auth's config). */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)

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
