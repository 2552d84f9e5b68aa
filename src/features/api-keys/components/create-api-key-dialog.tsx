import { Check, Copy, TriangleAlert } from 'lucide-react'
import * as React from 'react'
import { CheckboxListField, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { richText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { API_KEY_NAME_MAX } from '~/lib/api-key-rules'
import { API_SCOPES } from '~/lib/api-scopes'
import { toast } from '~/lib/toast'
import { createApiKeyFn } from '../api-keys.functions'
import type { ApiKeyProject } from '../api-keys.queries'
import { apiKeyFormSchema } from '../api-keys.schemas'

/** How requests send a key: an HTTP header, shown verbatim in every language (it is what a script must send). */
const AUTHORIZATION_HEADER = 'Authorization: Bearer <key>'

type CreateApiKeyDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  orgSlug: string
  projects: ApiKeyProject[]
  onCreated: () => Promise<void>
}

/**
 * Create API key: the form, then the new key's secret, shown this once (only its hash is kept). Closing the
 * dialog forgets the secret.
 */
export function CreateApiKeyDialog({
  open,
  onOpenChange,
  orgSlug,
  projects,
  onCreated,
}: CreateApiKeyDialogProps) {
  const t = useT('apiKeys')
  const [created, setCreated] = React.useState<{ name: string; secret: string } | null>(null)
  const close = (next: boolean) => {
    if (!next) setCreated(null)
    onOpenChange(next)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? t('create.readyTitle', { name: created.name }) : t('settings.create')}
      description={created ? undefined : t('create.description', { header: AUTHORIZATION_HEADER })}
    >
      {created ? (
        <RevealedSecret secret={created.secret} onDone={() => close(false)} />
      ) : (
        <CreateApiKeyForm
          orgSlug={orgSlug}
          projects={projects}
          onCancel={() => close(false)}
          onCreated={async (name, secret) => {
            setCreated({ name, secret })
            await onCreated()
          }}
        />
      )}
    </Dialog>
  )
}

function CreateApiKeyForm({
  orgSlug,
  projects,
  onCancel,
  onCreated,
}: {
  orgSlug: string
  projects: ApiKeyProject[]
  onCancel: () => void
  onCreated: (name: string, secret: string) => Promise<void>
}) {
  const t = useT('apiKeys')
  const form = useZodForm({
    schema: apiKeyFormSchema,
    defaultValues: { name: '', scopes: [], projectId: '', expiresOn: '' },
    errorMessage: t('create.failed'),
    // A server function's refusal arrives as its message alone: put it on the field it is about.
    fieldOfMessage: (message) =>
      /project/i.test(message)
        ? 'projectId'
        : /expiry|day/i.test(message)
          ? 'expiresOn'
          : /scope/i.test(message)
            ? 'scopes'
            : undefined,
    onSubmit: async (values) => {
      const { key, secret } = await createApiKeyFn({ data: { slug: orgSlug, ...values } })
      await onCreated(key.name, secret)
    },
  })
  // The earliest expiry is today (UTC): the key works through the chosen day.
  const today = new Date().toISOString().slice(0, 10)
  return (
    <Form form={form} aria-label={t('settings.create')} className="grid gap-4">
      <TextField
        name="name"
        // The settings page has other forms with a field called "name": ids must stay unique on the page.
        id="api-key-name"
        label={t('create.name')}
        autoComplete="off"
        maxLength={API_KEY_NAME_MAX}
        placeholder={t('create.namePlaceholder')}
        description={t('create.nameHelp')}
      />
      <CheckboxListField
        name="scopes"
        legend={t('create.scopes')}
        description={t('create.scopesHelp')}
        listClassName="max-h-64 sm:grid-cols-2"
        options={API_SCOPES.map((scope) => ({
          value: scope,
          label: <code className="text-xs">{scope}</code>,
        }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          id="api-key-project"
          name="projectId"
          label={t('row.project')}
          description={t('create.projectHelp')}
        >
          <option value="">{t('row.allProjects')}</option>
          {projects.map((project) => (
            <option key={project.id} value={project.id}>
              {project.name}
            </option>
          ))}
        </SelectField>
        <TextField
          name="expiresOn"
          id="api-key-expires"
          type="date"
          label={t('row.expires')}
          min={today}
          description={t('create.expiresHelp')}
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          {t('create.cancel')}
        </Button>
        <SubmitButton pendingLabel={t('create.creating')}>{t('create.submit')}</SubmitButton>
      </div>
    </Form>
  )
}

function RevealedSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const t = useT('apiKeys')
  const [copied, setCopied] = React.useState(false)
  const field = React.useRef<HTMLInputElement>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
      toast.success(t('secret.copied'))
    } catch {
      // Without clipboard access, select it so that the person can copy it themselves.
      field.current?.select()
      toast.error(t('secret.copyFailed'))
    }
  }
  return (
    <div className="grid gap-4">
      <p
        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        role="status"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>{richText(t('secret.warning'), { strong: <strong>{t('secret.wontSeeAgain')}</strong> })}</span>
      </p>
      <div className="grid gap-1.5">
        <label htmlFor="new-api-key" className="text-sm font-medium">
          {t('secret.label')}
        </label>
        <div className="flex gap-2">
          <input
            ref={field}
            id="new-api-key"
            readOnly
            value={secret}
            onFocus={(event) => event.currentTarget.select()}
            className="h-9 min-w-0 flex-1 rounded-md border border-input bg-muted px-3 font-mono text-xs"
            spellCheck={false}
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            {copied ? <Check aria-hidden /> : <Copy aria-hidden />}
            {copied ? t('secret.copiedButton') : t('secret.copy')}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          {t('secret.done')}
        </Button>
      </div>
    </div>
  )
}
