import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import * as React from 'react'
import { toast } from 'sonner'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { FormField } from '~/components/ui/form-field'
import { mutationQueue } from '~/features/live/mutation-queue'
import { fieldErrorsOf } from '~/lib/form-errors'
import { deleteProjectFn, updateProjectFn } from '../projects.functions'
import { projectKeys, projectQuery, useProject } from '../projects.queries'
import { updateProjectSchema } from '../projects.schemas'
import type { ProjectDetails } from '../projects.server'
import { DescriptionField, VisibilityField } from './project-form-fields'

export function ProjectSettingsPage({ orgSlug, projectSlug }: { orgSlug: string; projectSlug: string }) {
  const project = useProject(orgSlug, projectSlug)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [errors, setErrors] = React.useState<Record<string, string>>({})
  const [pending, setPending] = React.useState(false)

  const onSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const parsed = updateProjectSchema.safeParse({
      orgSlug,
      slug: projectSlug,
      changes: {
        name: form.get('name'),
        slug: form.get('slug'),
        description: form.get('description') ?? '',
        visibility: form.get('visibility'),
      },
    })
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error))
      return
    }
    setErrors({})
    setPending(true)
    // Optimistic: the new name and visibility show at once, and go back if the server refuses.
    const detailsKey = projectQuery(orgSlug, projectSlug).queryKey
    const previous = queryClient.getQueryData(detailsKey)
    const { name, visibility, description } = parsed.data.changes
    if (previous && !('moved' in previous)) {
      const optimistic: ProjectDetails = {
        ...previous,
        name: name ?? previous.name,
        visibility: visibility ?? previous.visibility,
        description: description ?? previous.description,
      }
      queryClient.setQueryData(detailsKey, optimistic)
    }
    try {
      const saved = await mutationQueue.run(() => updateProjectFn({ data: parsed.data }))
      await queryClient.invalidateQueries({ queryKey: projectKeys.ofOrg(orgSlug) })
      toast.success('Project saved')
      if (saved.slug !== projectSlug) {
        await navigate({
          to: '/@{$org}/$project/settings',
          params: { org: orgSlug, project: saved.slug },
          replace: true,
        })
      }
    } catch (error) {
      if (previous) queryClient.setQueryData(detailsKey, previous)
      const message = error instanceof Error ? error.message : 'Could not save the project'
      if (/address/i.test(message)) setErrors({ slug: message })
      toast.error(message)
    } finally {
      setPending(false)
    }
  }

  return (
    <div className="grid max-w-2xl gap-6">
      <Card className="p-6">
        <h3 className="mb-4 font-semibold">General</h3>
        <form
          onSubmit={onSubmit}
          noValidate
          className="grid gap-4"
          aria-label="Project settings"
          key={project.updatedAt}
        >
          <FormField
            label="Project name"
            name="name"
            defaultValue={project.name}
            maxLength={80}
            error={errors.name}
          />
          <FormField
            label="Address"
            name="slug"
            defaultValue={project.slug}
            maxLength={48}
            autoCapitalize="none"
            spellCheck={false}
            error={errors.slug}
            hint={
              <span className="text-xs text-muted-foreground">Old links keep working after a change</span>
            }
          />
          <DescriptionField defaultValue={project.description} error={errors.description} />
          <VisibilityField defaultValue={project.visibility} />
          <Button type="submit" disabled={pending} className="justify-self-start">
            {pending ? 'Saving…' : 'Save changes'}
          </Button>
        </form>
      </Card>
      <ConfirmDelete
        title="Delete this project"
        description="Deleting removes the project and everything in it for everyone. This cannot be undone."
        confirmText={project.slug}
        buttonLabel="Delete project"
        onConfirm={async () => {
          try {
            await mutationQueue.run(() => deleteProjectFn({ data: { orgSlug, slug: projectSlug } }))
            queryClient.removeQueries({ queryKey: projectKeys.details(orgSlug, projectSlug) })
            await queryClient.invalidateQueries({ queryKey: projectKeys.all })
            await queryClient.invalidateQueries({ queryKey: ['org', orgSlug] })
            toast.success('Project deleted')
            await navigate({ to: '/@{$org}', params: { org: orgSlug }, replace: true })
          } catch (error) {
            toast.error(error instanceof Error ? error.message : 'Could not delete the project')
          }
        }}
      />
    </div>
  )
}
