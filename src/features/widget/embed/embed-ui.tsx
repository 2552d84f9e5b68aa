/** @jsxImportSource preact */
import type { ComponentChildren } from 'preact'
import type { Status } from './embed-api'
import type { EmbedContext } from './embed-context'
import { embedLocale, t } from './embed-i18n'

export function Loading({ label }: { label: string }) {
  return (
    <div class="loading" role="status" aria-busy="true">
      <span class="spinner" aria-hidden="true" />
      {label}…
    </div>
  )
}

export function ErrorState({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div class="error-state" role="alert">
      <p>{message}</p>
      <button type="button" class="button" onClick={onRetry}>
        {t('state.retry')}
      </button>
    </div>
  )
}

/** Shown instead of what needs a person: the widget never signs anyone in itself, the host site does. */
export function SignInNote({
  context,
  action,
}: {
  context: EmbedContext
  action: 'signIn.seeFeedback' | 'signIn.post' | 'signIn.comment'
}) {
  const host = context.hostName
  return (
    <p class="note">
      {t(action, { host })} {t('signIn.why', { project: context.config.projectName, host })}
    </p>
  )
}

export function StatusBadge({ status }: { status: Status }) {
  if (!status) return null
  return (
    <span class="status">
      <span class="status-dot" style={{ background: status.colour }} aria-hidden="true" />
      {status.name}
    </span>
  )
}

/** A link to Parley's own public page: a new tab, with no handle back on this frame. */
export function ExternalLink({ href, children }: { href: string; children: ComponentChildren }) {
  return (
    <a class="external" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span class="sr-only"> {t('link.newTab')}</span>
      <svg
        aria-hidden="true"
        width="12"
        height="12"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        stroke-width="2"
      >
        <path d="M14 3h7v7M21 3l-9 9M19 14v5a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2h5" />
      </svg>
    </a>
  )
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 31_536_000],
  ['month', 2_592_000],
  ['week', 604_800],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
]
let relative: Intl.RelativeTimeFormat | null = null

/** "3 days ago", in the page's language. */
export function timeAgo(iso: string): string {
  relative ??= new Intl.RelativeTimeFormat(embedLocale(), { numeric: 'auto' })
  const seconds = (Date.parse(iso) - Date.now()) / 1000
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return relative.format(Math.round(seconds / size), unit)
  }
  return t('time.justNow')
}
