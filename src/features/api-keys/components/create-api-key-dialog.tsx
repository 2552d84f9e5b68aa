import { Check, Copy, TriangleAlert } from 'lucide-react'
import * as React from 'react'
import { CheckboxListField, Form, SelectField, SubmitButton, TextField, useZodForm } from '~/components/form'
import { Button } from '~/components/ui/button'
import { Dialog } from '~/components/ui/dialog'
import { API_KEY_NAME_MAX } from '~/lib/api-key-rules'
import { API_SCOPES } from '~/lib/api-scopes'
import { toast } from '~/lib/toast'
import { createApiKeyFn } from '../api-keys.functions'
import type { ApiKeyProject } from '../api-keys.queries'
import { apiKeyFormSchema } from '../api-keys.schemas'

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
  const [created, setCreated] = React.useState<{ name: string; secret: string } | null>(null)
  const close = (next: boolean) => {
    if (!next) setCreated(null)
    onOpenChange(next)
  }
  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={created ? `${created.name} is ready` : 'Create API key'}
      description={
        created
          ? undefined
          : 'The key acts for the team with the scopes you choose. Requests send it as “Authorization: Bearer <key>”.'
      }
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
  const form = useZodForm({
    schema: apiKeyFormSchema,
    defaultValues: { name: '', scopes: [], projectId: '', expiresOn: '' },
    errorMessage: 'The API key could not be created',
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
    <Form form={form} aria-label="Create API key" className="grid gap-4">
      <TextField
        name="name"
        // The settings page has other forms with a field called "name": ids must stay unique on the page.
        id="api-key-name"
        label="Name"
        autoComplete="off"
        maxLength={API_KEY_NAME_MAX}
        placeholder="e.g. Release pipeline"
        description="What uses the key. What it writes is shown as written via this name."
      />
      <CheckboxListField
        name="scopes"
        legend="Scopes"
        description="What the key may do. Choose only what the integration needs."
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
          label="Project"
          description="Restrict the key to one project."
        >
          <option value="">All projects</option>
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
          label="Expires"
          min={today}
          description="Optional. It works through this day (UTC)."
        />
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton pendingLabel="Creating…">Create key</SubmitButton>
      </div>
    </Form>
  )
}

function RevealedSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const [copied, setCopied] = React.useState(false)
  const field = React.useRef<HTMLInputElement>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret)
      setCopied(true)
      toast.success('API key copied')
    } catch {
      // Without clipboard access, select it so that the person can copy it themselves.
      field.current?.select()
      toast.error('Could not copy: the key is selected, copy it with your keyboard')
    }
  }
  return (
    <div className="grid gap-4">
      <p
        className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        role="status"
      >
        <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
        <span>
          Copy the key now and keep it somewhere safe. <strong>You won’t see it again</strong>: Parley keeps
          only a fingerprint of it.
        </span>
      </p>
      <div className="grid gap-1.5">
        <label htmlFor="new-api-key" className="text-sm font-medium">
          Your new API key
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
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button type="button" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  )
}
