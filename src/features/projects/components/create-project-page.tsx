import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { mutationQueue } from '~/features/live/mutation-queue'
import { organizationLimitsQuery, useOrganization } from '~/features/orgs/orgs.queries'
import { suggestSlug } from '~/lib/slug'
import { toast } from '~/lib/toast'
import { createProjectFn } from '../projects.functions'
import { projectKeys } from '../projects.queries'
import { createProjectSchema } from '../projects.schemas'
import { DescriptionField, VisibilityField } from './project-form-fields'

export function CreateProjectPage({ orgSlug }: { orgSlug: string }) {
  const organization = useOrganization(orgSlug)
  const { data: limits } = useSuspenseQuery(organizationLimitsQuery(orgSlug))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const t = useT('projects')
  const projectLimits = 'moved' in limits ? null : limits.projects
  // The address follows the name until the person writes an address of their own: it follows while it still
  // holds what was last derived. Derived from the form's value (not from the name field's change events), so a
  // name typed before the page was interactive, adopted at hydration, fills the address too; an address typed
  // then is adopted as the person's own.
  const derivedSlug = React.useRef('')
  const form = useZodForm({
    schema: createProjectSchema,
    defaultValues: { orgSlug, name: '', slug: '', description: '', visibility: 'private' },
    errorMessage: t('create.failed'),
    fieldOfMessage: (message) => (/address/i.test(message) ? 'slug' : undefined),
    onSubmit: async (values) => {
      const created = await mutationQueue.run(() => createProjectFn({ data: values }))
      await queryClient.invalidateQueries({ queryKey: projectKeys.all })
      await queryClient.invalidateQueries({ queryKey: ['org', orgSlug] })
      toast.success(t('create.created'))
      await navigate({ to: '/@{$org}/$project', params: { org: created.orgSlug, project: created.slug } })
    },
  })
  const shownSlug = form.watch('slug')
  const watchedName = form.watch('name')
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each new name; reads the form's value, which an adoption at hydration sets before any re-render
  React.useEffect(() => {
    if (form.getValues('slug') !== derivedSlug.current) return
    derivedSlug.current = suggestSlug(form.getValues('name'))
    form.setValue('slug', derivedSlug.current, { shouldValidate: form.getFieldState('slug').invalid })
  }, [form, watchedName])

  const atLimit = projectLimits ? !projectLimits.underLimit : false
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h2 className="text-xl font-semibold tracking-tight">
        {t('create.title', { organization: organization.name })}
      </h2>
      {projectLimits ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="project-limit">
          {t('create.used', { used: projectLimits.used, max: projectLimits.max })}
        </p>
      ) : null}
      {atLimit ? (
        <Card tone="danger" className="mt-6 p-6">
          <p className="font-medium">{t('create.atLimit', { max: projectLimits?.max })}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t('create.atLimitHint')}</p>
        </Card>
      ) : (
        <Card className="mt-6 p-6">
          <Form form={form} className="grid gap-4" aria-label={t('create.form')}>
            <TextField name="name" label={t('fields.name')} maxLength={80} autoFocus />
            <TextField
              name="slug"
              label={t('fields.address')}
              maxLength={48}
              autoCapitalize="none"
              spellCheck={false}
              hint={
                <span className="text-xs text-muted-foreground">
                  /@{orgSlug}/{shownSlug || t('create.slugExample')}
                </span>
              }
            />
            <DescriptionField />
            <VisibilityField />
            <SubmitButton pendingLabel={t('create.creating')}>{t('create.submit')}</SubmitButton>
          </Form>
        </Card>
      )}
    </div>
  )
}
