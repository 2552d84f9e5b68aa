import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { flushSync } from 'react-dom'
import { Form, SubmitButton, TextField, useZodForm } from '~/components/form'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Card } from '~/components/ui/card'
import { ConfirmDelete } from '~/components/ui/confirm-delete'
import { dropFromCache } from '~/features/live/drop-from-cache'
import { mutationQueue } from '~/features/live/mutation-queue'
import { toast } from '~/lib/toast'
import { isOfProject } from '../project-query-scope'
import { deleteProjectFn, updateProjectFn } from '../projects.functions'
import { type ProjectList, projectKeys, projectQuery, useProject } from '../projects.queries'
import type { ProjectDetails, RecentProject } from '../projects.server'
import { DescriptionField, projectFieldsSchema, VisibilityField } from './project-form-fields'

export function ProjectSettingsPage({
  orgSlug,
  projectSlug,
  onDeleted,
}: {
  orgSlug: string
  projectSlug: string
  /** Called once the server has deleted the project, before its queries go: the page takes its sections away. */
  onDeleted?: () => void
}) {
  const project = useProject(orgSlug, projectSlug)
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const t = useT('projects')
  const errorText = useErrorText()
  return (
    <div className="grid max-w-2xl gap-6">
      <Card className="p-6">
        <h3 className="mb-4 font-semibold">{t('settings.general')}</h3>
        {/* Re-mounts with fresh values after a save (here or elsewhere) changed them. */}
        <ProjectSettingsForm key={project.updatedAt} orgSlug={orgSlug} project={project} />
      </Card>
      <ConfirmDelete
        title={t('settings.deleteTitle')}
        description={t('settings.deleteDescription')}
        confirmText={project.slug}
        buttonLabel={t('settings.deleteButton')}
        onConfirm={async () => {
          try {
            await mutationQueue.run(async () => {
              await deleteProjectFn({ data: { orgSlug, slug: projectSlug } })
              // Rendered away now, while their queries still hold data: a section mounting later (a lazy one
              // whose code arrives after the click) would otherwise ask for the gone project's data.
              if (onDeleted) flushSync(onDeleted)
              // Inside the mutation, before the queue settles: the live changes that arrived meanwhile (the
              // deletion, the project's topics revoked) wait for it and would then refetch the page's queries,
              // which the server can only answer 404. Gone from the cache, there is nothing left to refetch.
              queryClient.removeQueries({
                predicate: (query) => isOfProject(query.queryKey, orgSlug, projectSlug),
              })
            })
            await dropFromCache<ProjectList>(queryClient, projectKeys.list(orgSlug), (projects) =>
              'moved' in projects ? projects : projects.filter((entry) => entry.slug !== projectSlug),
            )
            await dropFromCache<RecentProject[]>(queryClient, projectKeys.recent(), (recent) =>
              recent.filter((entry) => entry.orgSlug !== orgSlug || entry.slug !== projectSlug),
            )
            await queryClient.invalidateQueries({ queryKey: projectKeys.all })
            await queryClient.invalidateQueries({ queryKey: ['org', orgSlug] })
            toast.success(t('settings.deleted'))
            await navigate({ to: '/@{$org}', params: { org: orgSlug }, replace: true })
          } catch (error) {
            toast.error(error instanceof Error ? errorText(error.message) : t('settings.deleteFailed'))
          }
        }}
      />
    </div>
  )
}

function ProjectSettingsForm({ orgSlug, project }: { orgSlug: string; project: ProjectDetails }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const projectSlug = project.slug
  const t = useT('projects')
  const form = useZodForm({
    schema: projectFieldsSchema,
    defaultValues: {
      name: project.name,
      slug: project.slug,
      description: project.description ?? '',
      visibility: project.visibility,
    },
    errorMessage: t('settings.saveFailed'),
    fieldOfMessage: (message) => (/address/i.test(message) ? 'slug' : undefined),
    onSubmit: async (changes) => {
      // Optimistic: the new name and visibility show at once, and go back if the server refuses.
      const detailsKey = projectQuery(orgSlug, projectSlug).queryKey
      const previous = queryClient.getQueryData(detailsKey)
      if (previous && !('moved' in previous)) {
        const optimistic: ProjectDetails = {
          ...previous,
          name: changes.name,
          visibility: changes.visibility,
          description: changes.description,
        }
        queryClient.setQueryData(detailsKey, optimistic)
      }
      try {
        const saved = await mutationQueue.run(() =>
          updateProjectFn({ data: { orgSlug, slug: projectSlug, changes } }),
        )
        await queryClient.invalidateQueries({ queryKey: projectKeys.ofOrg(orgSlug) })
        toast.success(t('settings.saved'))
        if (saved.slug !== projectSlug) {
          await navigate({
            to: '/@{$org}/$project/settings',
            params: { org: orgSlug, project: saved.slug },
            replace: true,
          })
        }
      } catch (error) {
        if (previous) queryClient.setQueryData(detailsKey, previous)
        throw error
      }
    },
  })

  return (
    <Form form={form} className="grid gap-4" aria-label={t('settings.form')}>
      <TextField name="name" label={t('fields.name')} maxLength={80} />
      <TextField
        name="slug"
        label={t('fields.address')}
        maxLength={48}
        autoCapitalize="none"
        spellCheck={false}
        hint={<span className="text-xs text-muted-foreground">{t('settings.addressHint')}</span>}
      />
      <DescriptionField />
      <VisibilityField />
      <SubmitButton pendingLabel={t('settings.saving')} className="justify-self-start">
        {t('settings.save')}
      </SubmitButton>
    </Form>
  )
}
