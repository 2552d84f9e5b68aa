import { useQuery, useQueryClient } from '@tanstack/react-query'
import { MessageSquareText } from 'lucide-react'
import * as React from 'react'
import { richText, useErrorText, useLocale, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDialog } from '~/components/ui/confirm-dialog'
import { ListSkeleton, LoadError } from '~/components/ui/query-states'
import { useLiveQueries } from '~/features/live/live-provider'
import { WebhookSecretField } from '~/features/webhooks/components/webhook-secret-field'
import { messageOf } from '~/lib/auth-result'
import { topicOf } from '~/lib/live-topics'
import { toast } from '~/lib/toast'
import {
  parseOriginLines,
  WIDGET_COLOUR_PATTERN,
  WIDGET_MAX_ORIGINS,
  type WidgetTab,
} from '~/lib/widget-rules'
import {
  rotateWidgetSecretFn,
  setLinkVerifiedEmailsFn,
  turnOffWidgetFn,
  turnOnWidgetFn,
  updateWidgetFn,
} from '../widget.functions'
import { type WidgetSettingsView, widgetKeys, widgetSettingsQuery } from '../widget.queries'

type WidgetSettingsProps = { orgSlug: string; projectSlug: string }

const TAB_NAMES = { feedback: 'form.tabFeedback', updates: 'form.tabUpdates' } as const satisfies Record<
  WidgetTab,
  string
>

// An example origin, the same in every language (a URL, not words).
const ORIGIN_PLACEHOLDER = 'https://app.example.com'

/**
 * The Widget section of a project's settings, for owners and admins (the server answers not found to anyone
 * else, and the section then shows nothing). Turning it on shows the secret once; so does a rotation. Live
 * through the project's widget topic (event `widget.changed`): another admin's change refreshes it here.
 */
export function WidgetSettings({ orgSlug, projectSlug }: WidgetSettingsProps) {
  const t = useT('widget')
  const errorText = useErrorText()
  const queryClient = useQueryClient()
  const settings = useQuery(widgetSettingsQuery(orgSlug, projectSlug))
  const projectId = settings.data?.projectId
  useLiveQueries(projectId ? [topicOf.widget(projectId)] : [], [widgetKeys.settings(orgSlug, projectSlug)])
  const [secret, setSecret] = React.useState<string | null>(null)
  const [busy, setBusy] = React.useState(false)
  const [confirmOff, setConfirmOff] = React.useState(false)
  const refresh = () => queryClient.invalidateQueries({ queryKey: widgetKeys.settings(orgSlug, projectSlug) })
  const scope = { orgSlug, projectSlug }

  async function run<T>(action: () => Promise<T>, failure: string): Promise<T | undefined> {
    setBusy(true)
    try {
      return await action()
    } catch (error) {
      toast.error(errorText(messageOf(error, failure)))
      return undefined
    } finally {
      setBusy(false)
      await refresh()
    }
  }

  // Not for this viewer (the server said not found): no section at all.
  if (settings.isError && /not found/i.test(messageOf(settings.error, ''))) return null

  return (
    <section id="widget" aria-labelledby="widget-heading" className="scroll-mt-20">
      <h2 id="widget-heading" className="text-lg font-semibold tracking-tight">
        {t('settings.heading')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('settings.intro')}</p>
      <Card className="mt-4 p-4">
        {settings.isPending ? (
          <ListSkeleton rows={2} label={t('settings.loading')} />
        ) : settings.isError ? (
          <LoadError
            title={t('settings.loadFailed')}
            message={messageOf(settings.error, t('settings.somethingWrong'))}
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <div className="grid gap-5">
            {!settings.data.projectIsPublic ? (
              <p className="rounded-md border border-border bg-muted px-3 py-2 text-sm">
                {t('settings.private')}
              </p>
            ) : null}
            {secret ? (
              <div className="grid gap-2 rounded-md border border-primary/50 p-3">
                <WebhookSecretField secret={secret} label={t('secret.label')} />
                <p className="text-xs text-muted-foreground">{t('secret.hint')}</p>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="justify-self-start"
                  onClick={() => setSecret(null)}
                >
                  {t('secret.saved')}
                </Button>
              </div>
            ) : null}
            {settings.data.enabled ? (
              <EnabledWidget
                data={settings.data}
                scope={scope}
                busy={busy}
                run={run}
                onSecret={setSecret}
                onTurnOff={() => setConfirmOff(true)}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <MessageSquareText aria-hidden className="size-5 text-muted-foreground" />
                <p className="min-w-0 flex-1 text-sm text-muted-foreground">{t('off.status')}</p>
                <Button
                  type="button"
                  disabled={busy}
                  onClick={async () => {
                    const created = await run(() => turnOnWidgetFn({ data: scope }), t('failure.turnOn'))
                    if (created) setSecret(created.secret)
                  }}
                >
                  {t('off.turnOn')}
                </Button>
              </div>
            )}
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-0.5 size-4 shrink-0 accent-[var(--primary)]"
                checked={settings.data.linkVerifiedEmails}
                disabled={busy}
                onChange={(event) => {
                  const on = event.currentTarget.checked
                  void run(() => setLinkVerifiedEmailsFn({ data: { ...scope, on } }), t('failure.setting'))
                }}
              />
              <span>
                {richText(t('linkVerified.description'), {
                  label: <span className="font-medium">{t('linkVerified.label')}</span>,
                })}
              </span>
            </label>
          </div>
        )}
      </Card>
      <ConfirmDialog
        open={confirmOff}
        onOpenChange={setConfirmOff}
        title={t('turnOff.title')}
        description={t('turnOff.description')}
        confirmLabel={t('turnOff.confirm')}
        pendingLabel={t('turnOff.pending')}
        onConfirm={async () => {
          await run(() => turnOffWidgetFn({ data: scope }), t('failure.turnOff'))
          setSecret(null)
          setConfirmOff(false)
        }}
      />
    </section>
  )
}

type EnabledWidgetProps = {
  data: WidgetSettingsView
  scope: { orgSlug: string; projectSlug: string }
  busy: boolean
  run: <T>(action: () => Promise<T>, failure: string) => Promise<T | undefined>
  onSecret: (secret: string) => void
  onTurnOff: () => void
}

function EnabledWidget({ data, scope, busy, run, onSecret, onTurnOff }: EnabledWidgetProps) {
  const t = useT('widget')
  const locale = useLocale()
  const [origins, setOrigins] = React.useState(data.allowedOrigins.join('\n'))
  const [position, setPosition] = React.useState(data.launcherPosition)
  const [colour, setColour] = React.useState(data.launcherColour)
  const [tabs, setTabs] = React.useState<WidgetTab[]>(data.tabs)
  // Origin refusals sit on the Allowed sites field (described by it, aria-invalid); the rest under the form.
  const [originErrors, setOriginErrors] = React.useState<string[]>([])
  const [errors, setErrors] = React.useState<string[]>([])
  const originsField = React.useRef<HTMLTextAreaElement>(null)
  const id = React.useId()
  // Another admin's change arrives live: the form takes what was saved (an unsaved edit here gives way to it,
  // and refusals of the old values go with them).
  const savedKey = JSON.stringify([
    data.allowedOrigins,
    data.launcherPosition,
    data.launcherColour,
    data.tabs,
  ])
  React.useEffect(() => {
    const [savedOrigins, savedPosition, savedColour, savedTabs] = JSON.parse(savedKey)
    setOrigins(savedOrigins.join('\n'))
    setPosition(savedPosition)
    setColour(savedColour)
    setTabs(savedTabs)
    setOriginErrors([])
    setErrors([])
  }, [savedKey])
  const snippet = `<script src="${data.baseUrl}/widget.js" data-parley-project="${scope.orgSlug}/${scope.projectSlug}" async></script>`

  async function save(event: React.FormEvent) {
    event.preventDefault()
    const parsed = parseOriginLines(origins)
    const originProblems = [
      ...parsed.invalid.map((line) => t('form.notAnOrigin', { line })),
      ...(parsed.origins.length > WIDGET_MAX_ORIGINS
        ? [t('form.tooManyOrigins', { max: WIDGET_MAX_ORIGINS })]
        : []),
    ]
    const problems = [
      ...(WIDGET_COLOUR_PATTERN.test(colour) ? [] : [t('form.colourInvalid')]),
      ...(tabs.length === 0 ? [t('form.noTab')] : []),
    ]
    setOriginErrors(originProblems)
    setErrors(problems)
    if (originProblems.length > 0) {
      // The refusal belongs to the field: focus it, so a screen reader reads the field with its message.
      originsField.current?.focus()
      return
    }
    if (problems.length > 0) return
    const done = await run(
      () =>
        updateWidgetFn({
          data: {
            ...scope,
            allowedOrigins: origins,
            launcherPosition: position,
            launcherColour: colour,
            tabs,
          },
        }).then(() => true),
      t('failure.save'),
    )
    if (done) toast.success(t('form.saved'))
  }

  return (
    <div className="grid gap-5">
      <div className="grid gap-1.5">
        <label htmlFor={`${id}-snippet`} className="text-sm font-medium">
          {t('form.snippet')}
        </label>
        <textarea
          id={`${id}-snippet`}
          readOnly
          rows={4}
          value={snippet}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 rounded-md border border-input bg-muted px-3 py-2 font-mono text-xs"
        />
      </div>
      <form className="grid gap-4" onSubmit={(event) => void save(event)} noValidate>
        <div className="grid gap-1.5">
          <label htmlFor={`${id}-origins`} className="text-sm font-medium">
            {t('form.origins')}
          </label>
          <textarea
            ref={originsField}
            id={`${id}-origins`}
            rows={3}
            value={origins}
            onChange={(event) => setOrigins(event.currentTarget.value)}
            placeholder={ORIGIN_PLACEHOLDER}
            aria-describedby={
              originErrors.length > 0 ? `${id}-origins-error ${id}-origins-help` : `${id}-origins-help`
            }
            aria-invalid={originErrors.length > 0 || undefined}
            className="min-w-0 rounded-md border border-input bg-background px-3 py-2 font-mono text-sm"
            spellCheck={false}
          />
          {originErrors.length > 0 ? (
            // role="alert" on a wrapper: on the list itself it would replace the list's role, and its items
            // would belong to no list (axe: listitem).
            <div id={`${id}-origins-error`} role="alert">
              <ul className="grid gap-1 text-sm text-destructive">
                {originErrors.map((error) => (
                  <li key={error}>{error}</li>
                ))}
              </ul>
            </div>
          ) : null}
          <p id={`${id}-origins-help`} className="text-xs text-muted-foreground">
            {t('form.originsHelp', { max: WIDGET_MAX_ORIGINS })}
          </p>
        </div>
        <div className="flex flex-wrap gap-6">
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium">{t('form.position')}</legend>
            <div className="flex gap-4 text-sm">
              {(['right', 'left'] as const).map((side) => (
                <label key={side} className="flex items-center gap-1.5">
                  <input
                    type="radio"
                    name={`${id}-position`}
                    value={side}
                    checked={position === side}
                    onChange={() => setPosition(side)}
                    className="accent-[var(--primary)]"
                  />
                  {side === 'right' ? t('form.bottomRight') : t('form.bottomLeft')}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="grid gap-1.5">
            <label htmlFor={`${id}-colour`} className="text-sm font-medium">
              {t('form.colour')}
            </label>
            <div className="flex items-center gap-2">
              <input
                id={`${id}-colour`}
                type="color"
                value={WIDGET_COLOUR_PATTERN.test(colour) ? colour : '#5b4be0'}
                onChange={(event) => setColour(event.currentTarget.value)}
                className="h-9 w-12 rounded-md border border-input bg-background"
              />
              <code className="text-xs">{colour}</code>
            </div>
          </div>
          <fieldset className="grid gap-1.5">
            <legend className="text-sm font-medium">{t('form.tabs')}</legend>
            <div className="flex gap-4 text-sm">
              {(['feedback', 'updates'] as const).map((tab) => (
                <label key={tab} className="flex items-center gap-1.5">
                  <input
                    type="checkbox"
                    checked={tabs.includes(tab)}
                    onChange={(event) => {
                      const on = event.currentTarget.checked
                      setTabs((current) =>
                        on ? [...current.filter((t) => t !== tab), tab] : current.filter((t) => t !== tab),
                      )
                    }}
                    className="size-4 accent-[var(--primary)]"
                  />
                  {t(TAB_NAMES[tab])}
                </label>
              ))}
            </div>
          </fieldset>
        </div>
        {errors.length > 0 ? (
          <div role="alert">
            <ul className="grid gap-1 text-sm text-destructive">
              {errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={busy}>
            {t('form.save')}
          </Button>
          <Button
            type="button"
            variant="outline"
            disabled={busy}
            onClick={async () => {
              const rotated = await run(() => rotateWidgetSecretFn({ data: scope }), t('failure.rotate'))
              if (rotated) onSecret(rotated.secret)
            }}
          >
            {t('form.rotate')}
          </Button>
          <Button type="button" variant="outline" disabled={busy} onClick={onTurnOff}>
            {t('turnOff.confirm')}
          </Button>
        </div>
        {data.previousSecretExpiresAt ? (
          <p className="text-xs text-muted-foreground">
            {t('form.previousSecret', {
              date: new Date(data.previousSecretExpiresAt).toLocaleString(locale),
            })}
          </p>
        ) : null}
      </form>
    </div>
  )
}
