import { TriangleAlert } from 'lucide-react'
import * as React from 'react'
import {
  CheckboxField,
  CheckboxListField,
  FieldError,
  Form,
  SubmitButton,
  TextareaField,
  TextField,
  useField,
  useZodForm,
} from '~/components/form'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { cn } from '~/lib/cn'
import { toast } from '~/lib/toast'
import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS_WITH_INTERNAL_NOTES,
} from '~/lib/webhook-events'
import {
  MAX_WEBHOOK_ENDPOINTS,
  WEBHOOK_DESCRIPTION_MAX,
  WEBHOOK_FORMATS,
  WEBHOOK_URL_MAX,
} from '~/lib/webhook-rules'
import { createWebhookFn, updateWebhookFn } from '../webhooks.functions'
import type { WebhookEndpointEntry, WebhookProject } from '../webhooks.queries'
import { type WebhookForm, webhookFormSchema } from '../webhooks.schemas'
import { endpointName, FORMAT_NAMES, webhookFieldOfMessage } from './webhook-labels'
import { WebhookSecretField } from './webhook-secret-field'

type WebhookFormDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  orgSlug: string
  projects: WebhookProject[]
  /** The endpoint being edited; none: a new one. */
  endpoint: WebhookEndpointEntry | null
  /** Whether the server accepts http:// and private addresses (WEBHOOK_ALLOW_PRIVATE_NETWORKS). */
  allowsPrivateNetworks: boolean
  onSaved: () => Promise<void>
}

/**
 * Add webhook (then its signing secret, shown this once) or Edit webhook. Closing the dialog forgets the
 * secret.
 */
export function WebhookFormDialog({
  open,
  onOpenChange,
  orgSlug,
  projects,
  endpoint,
  allowsPrivateNetworks,
  onSaved,
}: WebhookFormDialogProps) {
  const [created, setCreated] = React.useState<{ name: string; secret: string } | null>(null)
  const close = (next: boolean) => {
    if (!next) setCreated(null)
    onOpenChange(next)
  }
  const title = created
    ? 'Webhook added'
    : endpoint
      ? `Edit webhook ${endpointName(endpoint)}`
      : 'Add webhook'
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      width="xl"
      title={title}
      description={
        created
          ? undefined
          : 'Parley sends the chosen events to this URL as they happen, signed with the endpoint’s secret.'
      }
    >
      {created ? (
        <div className="grid gap-4">
          <p
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            role="status"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              Copy the signing secret of {created.name} now and give it to the receiver.{' '}
              <strong>Only owners can show it again.</strong>
            </span>
          </p>
          <WebhookSecretField secret={created.secret} label="Signing secret" />
          <div className="flex justify-end">
            <Button type="button" onClick={() => close(false)}>
              Done
            </Button>
          </div>
        </div>
      ) : (
        <WebhookFormFields
          // A fresh form for each endpoint edited.
          key={endpoint?.id ?? 'new'}
          orgSlug={orgSlug}
          projects={projects}
          endpoint={endpoint}
          allowsPrivateNetworks={allowsPrivateNetworks}
          onCancel={() => close(false)}
          onSaved={async (result) => {
            await onSaved()
            if (result.secret) setCreated({ name: result.name, secret: result.secret })
            else {
              toast.success(`${result.name} was saved`)
              close(false)
            }
          }}
        />
      )}
    </Dialog>
  )
}

function WebhookFormFields({
  orgSlug,
  projects,
  endpoint,
  allowsPrivateNetworks,
  onCancel,
  onSaved,
}: {
  orgSlug: string
  projects: WebhookProject[]
  endpoint: WebhookEndpointEntry | null
  allowsPrivateNetworks: boolean
  onCancel: () => void
  onSaved: (result: { name: string; secret: string | null }) => Promise<void>
}) {
  const defaultValues: WebhookForm = endpoint
    ? {
        url: endpoint.url,
        description: endpoint.description,
        allEvents: endpoint.allEvents,
        eventTypes: endpoint.eventTypes,
        projectIds: endpoint.projectIds,
        format: endpoint.format,
      }
    : { url: '', description: '', allEvents: false, eventTypes: [], projectIds: [], format: 'standard' }
  const form = useZodForm({
    schema: webhookFormSchema,
    defaultValues,
    errorMessage: endpoint ? 'The webhook could not be saved' : 'The webhook could not be added',
    fieldOfMessage: webhookFieldOfMessage,
    onSubmit: async (values) => {
      if (endpoint) {
        const saved = await updateWebhookFn({
          data: { slug: orgSlug, endpointId: endpoint.id, patch: values },
        })
        await onSaved({ name: endpointName(saved), secret: null })
      } else {
        const { endpoint: added, secret } = await createWebhookFn({
          data: { slug: orgSlug, endpoint: values },
        })
        await onSaved({ name: endpointName(added), secret })
      }
    },
  })
  const allEvents = form.watch('allEvents')
  const internal = WEBHOOK_EVENTS_WITH_INTERNAL_NOTES.join(', ')
  return (
    <Form form={form} aria-label={endpoint ? 'Edit webhook' : 'Add webhook'} className="grid gap-4">
      <TextField
        name="url"
        id="webhook-url"
        label="URL"
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_URL_MAX}
        placeholder="https://example.com/webhooks/parley"
        description={
          allowsPrivateNetworks
            ? 'Where Parley sends the events. This server also allows http:// and addresses on private networks.'
            : `Where Parley sends the events: an https:// address on the internet. An organization has at most ${MAX_WEBHOOK_ENDPOINTS} webhooks.`
        }
      />
      <TextareaField
        name="description"
        id="webhook-description"
        label="Description"
        rows={2}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        placeholder="e.g. Orders service, #product channel"
        description="Optional. What receives these events, so the team knows."
      />
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 text-sm font-medium">Events</legend>
        <CheckboxField
          name="allEvents"
          id="webhook-all-events"
          label="All events"
          description="Every event below, and event types added later."
        />
        {allEvents ? null : (
          <CheckboxListField
            name="eventTypes"
            legend={<span className="sr-only">Event types</span>}
            listClassName="max-h-64"
            description={
              <>
                Internal notes (comments only the team sees) arrive as <code>{internal}</code> with{' '}
                <code>"internal": true</code>: choose it only for receivers the team trusts with them.
              </>
            }
            options={WEBHOOK_EVENT_TYPES.map((type) => ({
              value: type,
              // The type first (its accessible name starts with it), what it means under it: fits 375 px.
              label: (
                <span className="grid min-w-0">
                  <code className="text-xs break-all">{type}</code>
                  <span className="text-xs text-muted-foreground">
                    {WEBHOOK_EVENT_LABELS[type]}
                    {WEBHOOK_EVENTS_WITH_INTERNAL_NOTES.includes(type) ? ' (can be an internal note)' : ''}
                  </span>
                </span>
              ),
            }))}
          />
        )}
      </fieldset>
      <CheckboxListField
        name="projectIds"
        legend="Projects"
        listClassName="max-h-40"
        description="Optional. None chosen: events of every project. Team events (members joining or leaving) always go."
        options={projects.map((project) => ({
          value: project.id,
          label: project.name,
          detail: project.visibility === 'private' ? 'Private' : undefined,
        }))}
      />
      {projects.length === 0 ? (
        <p className="-mt-2 text-xs text-muted-foreground">The team has no projects yet.</p>
      ) : null}
      <FormatField />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel={endpoint ? 'Saving…' : 'Adding…'}>
          {endpoint ? 'Save webhook' : 'Add webhook'}
        </SubmitButton>
      </div>
    </Form>
  )
}

const FORMAT_HINTS: Record<(typeof WEBHOOK_FORMATS)[number], string> = {
  standard: 'JSON signed per Standard Webhooks, for your own services, Zapier and the like.',
  slack: 'A short message for a Slack incoming webhook URL.',
  discord: 'A message with an embed for a Discord channel’s webhook URL.',
}

/** Standard, Slack or Discord, as radio cards. */
function FormatField() {
  const field = useField('format', { id: 'webhook-format' })
  return (
    <fieldset className="grid gap-2" aria-describedby={field.error ? field.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">Format</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {WEBHOOK_FORMATS.map((format) => (
          <label
            key={format}
            className={cn(
              'flex cursor-pointer items-start gap-2 rounded-lg border border-border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-accent/50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
            )}
          >
            <input
              type="radio"
              value={format}
              defaultChecked={field.defaultValue === format}
              className="mt-1 accent-[var(--primary)]"
              {...field.registration}
            />
            <span>
              <span className="block font-medium">{FORMAT_NAMES[format]}</span>
              <span className="block text-xs text-muted-foreground">{FORMAT_HINTS[format]}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  )
}
