import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormField } from '~/components/ui/form-field'
import { mutationQueue } from '~/features/live/mutation-queue'
import { organizationLimitsQuery, useOrganization } from '~/features/orgs/orgs.queries'
import { fieldErrorsOf } from '~/lib/form-errors'
import { suggestSlug } from '~/lib/slug'
import { createProjectFn } from '../projects.functions'
import { projectKeys } from '../projects.queries'
import { createProjectSchema } from '../projects.schemas'
import { DescriptionField, VisibilityField } from './project-form-fields'

export function CreateProjectPage({ orgSlug }: { orgSlug: string }) {
  const organization = useOrganization(orgSlug)
  const { data: limits } = useSuspenseQuery(organizationLimitsQuery(orgSlug))
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [name, setName] = React.useState('')
  const [slug, setSlug] = React.useState<string | null>(null)
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)
  const shownSlug = slug ?? suggestSlug(name)
  const projectLimits = 'moved' in limits ? null : limits.projects

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = createProjectSchema.safeParse({
      orgSlug,
      name,
      slug: shownSlug,
      description: form.get('description') ?? '',
      visibility: form.get('visibility') ?? 'private',
    })
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setPending(true)
    try {
      const created = await mutationQueue.run(() => createProjectFn({ data: parsed.data }))
      await queryClient.invalidateQueries({ queryKey: projectKeys.all })
      await queryClient.invalidateQueries({ queryKey: ['org', orgSlug] })
      toast.success('Project created')
      await navigate({ to: '/@{$org}/$project', params: { org: created.orgSlug, project: created.slug } })
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Could not create the project'
      if (/address/i.test(message)) setErrors({ slug: message })
      toast.error(message)
    } finally {
      setPending(false)
    }
  }

  const atLimit = projectLimits ? !projectLimits.underLimit : false
  return (
    <div className="mx-auto max-w-2xl px-4 py-8">
      <h2 className="text-xl font-semibold tracking-tight">New project in {organization.name}</h2>
      {projectLimits ? (
        <p className="mt-1 text-sm text-muted-foreground" data-testid="project-limit">
          {projectLimits.used} of {projectLimits.max} projects used
        </p>
      ) : null}
      {atLimit ? (
        <Card className="mt-6 border-destructive/40 p-6">
          <p className="font-medium">
            This organization has reached its limit of {projectLimits?.max} projects.
          </p>
          <p className="mt-1 text-sm text-muted-foreground">
            Delete a project you no longer need to create another.
          </p>
        </Card>
      ) : (
        <Card className="mt-6 p-6">
          <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Create project">
            <FormField
              label="Project name"
              name="name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              maxLength={80}
              autoFocus
              error={errors.name}
            />
            <FormField
              label="Address"
              name="slug"
              value={shownSlug}
              onChange={(event) => setSlug(event.target.value.toLowerCase())}
              maxLength={48}
              autoCapitalize="none"
              spellCheck={false}
              error={errors.slug}
              hint={
                <span className="text-xs text-muted-foreground">
                  /@{orgSlug}/{shownSlug || 'project'}
                </span>
              }
            />
            <DescriptionField error={errors.description} />
            <VisibilityField />
            <Button type="submit" disabled={pending}>
              {pending ? 'Creating…' : 'Create project'}
            </Button>
          </form>
        </Card>
      )}
    </div>
  )
}
