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
import { richText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { cn } from '~/lib/cn'
import type { MessageKey } from '~/lib/i18n/catalogue'
import { toast } from '~/lib/toast'
import {
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_EVENTS_WITH_INTERNAL_NOTES,
  type WebhookEventType,
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
import { endpointName, FORMAT_NAMES, INTERNAL_FLAG, webhookFieldOfMessage } from './webhook-labels'
import { WebhookSecretField } from './webhook-secret-field'

/** An example receiver, shown as the URL field's placeholder in every language (an address is not translated). */
const URL_EXAMPLE = 'https://example.com/webhooks/parley'

/** What each event type means, in words (keys of the `webhooks` catalogue). */
const EVENT_LABELS: Record<WebhookEventType, MessageKey<'webhooks'>> = {
  'feedback.created': 'event.feedbackCreated',
  'feedback.updated': 'event.feedbackUpdated',
  'feedback.status_changed': 'event.feedbackStatusChanged',
  'feedback.deleted': 'event.feedbackDeleted',
  'feedback.merged': 'event.feedbackMerged',
  'feedback.unmerged': 'event.feedbackUnmerged',
  'feedback.voted': 'event.feedbackVoted',
  'feedback.unvoted': 'event.feedbackUnvoted',
  'feedback.comment_created': 'event.commentCreated',
  'update.published': 'event.updatePublished',
  'discussion.created': 'event.discussionCreated',
  'discussion.reply_created': 'event.discussionReply',
  'chat.message_created': 'event.chatMessage',
  'file.uploaded': 'event.fileUploaded',
  'member.joined': 'event.memberJoined',
  'member.left': 'event.memberLeft',
  'webhook.test': 'event.test',
}

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
  const t = useT('webhooks')
  const [created, setCreated] = React.useState<{ name: string; secret: string } | null>(null)
  const close = (next: boolean) => {
    if (!next) setCreated(null)
    onOpenChange(next)
  }
  const title = created
    ? t('form.addedTitle')
    : endpoint
      ? t('form.editTitle', { name: endpointName(endpoint) })
      : t('settings.add')
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      width="xl"
      title={title}
      description={created ? undefined : t('form.intro')}
    >
      {created ? (
        <div className="grid gap-4">
          <p
            className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
            role="status"
          >
            <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
            <span>
              {richText(t('form.copySecret', { name: created.name }), {
                strong: <strong>{t('form.ownersOnly')}</strong>,
              })}
            </span>
          </p>
          <WebhookSecretField secret={created.secret} label={t('secret.title')} />
          <div className="flex justify-end">
            <Button type="button" onClick={() => close(false)}>
              {t('secret.done')}
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
              toast.success(t('form.saved', { name: result.name }))
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
  const t = useT('webhooks')
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
    errorMessage: endpoint ? t('form.saveFailed') : t('form.addFailed'),
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
    <Form form={form} aria-label={endpoint ? t('form.editLabel') : t('settings.add')} className="grid gap-4">
      <TextField
        name="url"
        id="webhook-url"
        label={t('form.url')}
        type="url"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        maxLength={WEBHOOK_URL_MAX}
        placeholder={URL_EXAMPLE}
        description={
          allowsPrivateNetworks ? t('form.urlHelpPrivate') : t('form.urlHelp', { max: MAX_WEBHOOK_ENDPOINTS })
        }
      />
      <TextareaField
        name="description"
        id="webhook-description"
        label={t('form.descriptionLabel')}
        rows={2}
        maxLength={WEBHOOK_DESCRIPTION_MAX}
        placeholder={t('form.descriptionPlaceholder')}
        description={t('form.descriptionHelp')}
      />
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-1 text-sm font-medium">{t('row.events')}</legend>
        <CheckboxField
          name="allEvents"
          id="webhook-all-events"
          label={t('row.allEvents')}
          description={t('form.allEventsHelp')}
        />
        {allEvents ? null : (
          <CheckboxListField
            name="eventTypes"
            legend={<span className="sr-only">{t('form.eventTypes')}</span>}
            listClassName="max-h-64"
            description={richText(t('form.internalHelp'), {
              types: <code>{internal}</code>,
              flag: <code>{INTERNAL_FLAG}</code>,
            })}
            options={WEBHOOK_EVENT_TYPES.map((type) => ({
              value: type,
              // The type first (its accessible name starts with it), what it means under it: fits 375 px.
              label: (
                <span className="grid min-w-0">
                  <code className="text-xs break-all">{type}</code>
                  <span className="text-xs text-muted-foreground">
                    {t(EVENT_LABELS[type])}
                    {WEBHOOK_EVENTS_WITH_INTERNAL_NOTES.includes(type) ? ` ${t('form.canBeInternal')}` : ''}
                  </span>
                </span>
              ),
            }))}
          />
        )}
      </fieldset>
      <CheckboxListField
        name="projectIds"
        legend={t('row.projects')}
        listClassName="max-h-40"
        description={t('form.projectsHelp')}
        options={projects.map((project) => ({
          value: project.id,
          label: project.name,
          detail: project.visibility === 'private' ? t('form.private') : undefined,
        }))}
      />
      {projects.length === 0 ? (
        <p className="-mt-2 text-xs text-muted-foreground">{t('form.noProjects')}</p>
      ) : null}
      <FormatField />
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('form.cancel')}
        </Button>
        <SubmitButton pendingLabel={endpoint ? t('form.saving') : t('form.adding')}>
          {endpoint ? t('form.save') : t('settings.add')}
        </SubmitButton>
      </div>
    </Form>
  )
}

const FORMAT_HINTS: Record<(typeof WEBHOOK_FORMATS)[number], MessageKey<'webhooks'>> = {
  standard: 'formatHint.standard',
  slack: 'formatHint.slack',
  discord: 'formatHint.discord',
}

/** Standard, Slack or Discord, as radio cards. */
function FormatField() {
  const t = useT('webhooks')
  const field = useField('format', { id: 'webhook-format' })
  return (
    <fieldset className="grid gap-2" aria-describedby={field.error ? field.errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">{t('form.format')}</legend>
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
              <span className="block font-medium">{t(FORMAT_NAMES[format])}</span>
              <span className="block text-xs text-muted-foreground">{t(FORMAT_HINTS[format])}</span>
            </span>
          </label>
        ))}
      </div>
      <FieldError id={field.errorId} message={field.error} />
    </fieldset>
  )
}
