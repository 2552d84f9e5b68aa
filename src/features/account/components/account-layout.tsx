import { Link } from '@tanstack/react-router'
import { CircleAlert, CircleCheck } from 'lucide-react'
import type * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { BlankLayout } from '~/components/shell/blank-layout'
import { Card } from '~/components/ui/card'
import { cn } from '~/lib/cn'

/** The signed-in account pages under /settings: breadcrumb, title, intro, then the page's cards. */
export function SettingsPage(props: { title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  const t = useT('account')
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:py-12">
      <nav aria-label={t('layout.breadcrumb')} className="text-sm text-muted-foreground">
        <Link to="/settings" className="hover:underline">
          {t('layout.settings')}
        </Link>{' '}
        / {props.title}
      </nav>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight">{props.title}</h1>
      {props.intro ? <p className="mt-1 text-muted-foreground">{props.intro}</p> : null}
      <div className="mt-6 grid gap-6">{props.children}</div>
    </div>
  )
}

/** One card of a settings page, with its heading. */
export function SettingsCard(props: {
  title: string
  description?: React.ReactNode
  children: React.ReactNode
  tone?: 'danger'
}) {
  return (
    <Card tone={props.tone === 'danger' ? 'danger' : 'default'} className="p-5 sm:p-6">
      <h2 className={cn('text-lg font-semibold', props.tone === 'danger' && 'text-destructive')}>
        {props.title}
      </h2>
      {props.description ? (
        <div className="mt-1 text-sm text-muted-foreground">{props.description}</div>
      ) : null}
      <div className="mt-4">{props.children}</div>
    </Card>
  )
}

/** The card of the signed-out pages that mailed links lead to (reset password, verify email…). */
export function AuthCard(props: { title: string; intro?: React.ReactNode; children: React.ReactNode }) {
  return (
    <BlankLayout>
      <Card className="w-full max-w-sm p-6 sm:p-8">
        <h1 className="text-2xl font-semibold tracking-tight">{props.title}</h1>
        {props.intro ? <div className="mb-6 mt-1 text-sm text-muted-foreground">{props.intro}</div> : null}
        {props.children}
      </Card>
    </BlankLayout>
  )
}

/** A short outcome message (success or problem), announced to screen readers. */
export function Notice(props: {
  tone: 'success' | 'error' | 'info'
  title: string
  children?: React.ReactNode
}) {
  const Icon = props.tone === 'success' ? CircleCheck : CircleAlert
  return (
    <div
      role={props.tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'flex gap-3 rounded-lg border p-4 text-sm',
        props.tone === 'success' && 'border-emerald-600/30 bg-emerald-600/10',
        props.tone === 'error' && 'border-destructive/40 bg-destructive/10',
        props.tone === 'info' && 'border-border bg-muted',
      )}
    >
      <Icon
        aria-hidden
        className={cn(
          'mt-0.5 size-5 shrink-0',
          props.tone === 'success' && 'text-emerald-600 dark:text-emerald-400',
          props.tone === 'error' && 'text-destructive',
          props.tone === 'info' && 'text-muted-foreground',
        )}
      />
      <div className="min-w-0 space-y-1">
        <p className="font-medium text-foreground">{props.title}</p>
        {props.children ? <div className="text-muted-foreground">{props.children}</div> : null}
      </div>
    </div>
  )
}

/** A checkbox with its label, in the forms' look. */
export function CheckboxField(props: {
  name: string
  label: string
  defaultChecked?: boolean
  hint?: string
}) {
  return (
    <label className="flex items-start gap-2 text-sm">
      <input
        type="checkbox"
        name={props.name}
        defaultChecked={props.defaultChecked}
        className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
      />
      <span>
        {props.label}
        {props.hint ? <span className="block text-muted-foreground">{props.hint}</span> : null}
      </span>
    </label>
  )
}

export const NETWORK_ERROR = 'Could not reach Parley. Check your connection and try again.'
