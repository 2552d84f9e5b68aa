import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import * as React from 'react'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormDialog } from '~/components/ui/form-dialog'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { LoadError, Loading } from '~/components/ui/query-states'
import { moveInList, ReorderButtons } from '~/components/ui/reorder-buttons'
import { mutationQueue } from '~/features/live/mutation-queue'
import { countOf } from '~/lib/count-of'
import { discussionKeys } from '../discussion-keys'
import {
  createCategoryFn,
  deleteCategoryFn,
  reorderCategoriesFn,
  updateCategoryFn,
} from '../discussions.functions'
import { discussionSetupQuery } from '../discussions.queries'
import type { DiscussionCategory } from '../discussions.types'
import { useDiscussionAction } from '../use-discussion-action'
import { useDiscussionsLive } from '../use-discussions-live'
import { CategoryForm } from './category-form'

type Scope = { orgSlug: string; projectSlug: string }

/** Project settings → Discussion categories: moderators add, edit, reorder and remove them. */
export function DiscussionCategoriesSettings({ orgSlug, projectSlug }: Scope) {
  const setup = useQuery(discussionSetupQuery(orgSlug, projectSlug))
  if (setup.data && !setup.data.permissions.canModerate) return null
  return (
    <Card className="max-w-2xl p-4 sm:p-6">
      <section
        id="discussion-categories"
        aria-labelledby="discussion-categories-heading"
        className="scroll-mt-20"
      >
        <h3 id="discussion-categories-heading" className="font-semibold">
          Discussion categories
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">
          Every discussion has a category. The order here is the order of the list&apos;s filter.
        </p>
        {setup.data ? (
          <CategoryList
            orgSlug={orgSlug}
            projectSlug={projectSlug}
            categories={setup.data.categories}
            projectId={setup.data.projectId}
            viewerId={setup.data.viewerId}
          />
        ) : setup.isError ? (
          <LoadError
            line
            className="mt-4"
            message="The categories could not be loaded."
            onRetry={() => void setup.refetch()}
          />
        ) : (
          <Loading line className="mt-4">
            Loading categories…
          </Loading>
        )}
      </section>
    </Card>
  )
}

function CategoryList(
  props: Scope & { categories: DiscussionCategory[]; projectId: string; viewerId: string },
) {
  const { orgSlug, projectSlug, categories } = props
  useDiscussionsLive({ orgSlug, projectSlug, projectId: props.projectId, viewerId: props.viewerId })
  const queryClient = useQueryClient()
  const { run, pending } = useDiscussionAction(orgSlug, projectSlug)
  const [editing, setEditing] = React.useState<string | null>(null)
  const [adding, setAdding] = React.useState(false)
  const [removing, setRemoving] = React.useState<DiscussionCategory | null>(null)
  const [announcement, setAnnouncement] = React.useState('')
  const scope = { orgSlug, projectSlug }
  const setupKey = discussionSetupQuery(orgSlug, projectSlug).queryKey

  const move = async (category: DiscussionCategory, index: number, delta: -1 | 1) => {
    const reordered = moveInList(categories, index, delta)
    await queryClient.cancelQueries({ queryKey: setupKey })
    queryClient.setQueryData(setupKey, (current) =>
      current ? { ...current, categories: reordered } : current,
    )
    setAnnouncement(`${category.name} moved to position ${index + delta + 1} of ${reordered.length}`)
    await run(
      () => reorderCategoriesFn({ data: { ...scope, categoryIds: reordered.map((row) => row.id) } }),
      {
        failure: 'The order could not be saved',
      },
    )
  }

  const saveAndRefresh = async (call: () => Promise<unknown>) => {
    await mutationQueue.run(call)
    await queryClient.invalidateQueries({ queryKey: discussionKeys.project(orgSlug, projectSlug) })
  }

  return (
    <div className="mt-4 grid gap-2">
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      <ul className="grid gap-2" aria-label="Categories">
        {categories.map((category, index) => (
          <li key={category.id} className="rounded-lg border border-border p-3">
            {editing === category.id ? (
              <CategoryForm
                initial={category}
                submitLabel="Save category"
                onCancel={() => setEditing(null)}
                onSubmit={async (values) => {
                  await saveAndRefresh(() =>
                    updateCategoryFn({ data: { ...scope, categoryId: category.id, ...values } }),
                  )
                  setEditing(null)
                }}
              />
            ) : (
              <div className="flex flex-wrap items-center gap-3">
                <span aria-hidden className="text-xl">
                  {category.emoji}
                </span>
                <div className="min-w-0 flex-1">
                  <p className="font-medium">{category.name}</p>
                  <p className="text-sm text-muted-foreground">
                    {[
                      category.description,
                      category.editorsOnly ? 'Only owners and admins start discussions' : '',
                      category.answerable ? 'Answers can be marked' : '',
                      countOf(category.threadCount, { one: 'discussion', other: 'discussions' }),
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <ReorderButtons
                  name={category.name}
                  index={index}
                  count={categories.length}
                  disabled={pending}
                  onMove={(delta) => void move(category, index, delta)}
                />
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setEditing(category.id)}
                  aria-label={`Edit ${category.name}`}
                >
                  <Pencil aria-hidden /> Edit
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={categories.length <= 1}
                  onClick={() => setRemoving(category)}
                  aria-label={`Remove ${category.name}`}
                >
                  <Trash2 aria-hidden /> Remove
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {adding ? (
        <CategoryForm
          submitLabel="Add category"
          onCancel={() => setAdding(false)}
          onSubmit={async (values) => {
            await saveAndRefresh(() => createCategoryFn({ data: { ...scope, ...values } }))
            setAdding(false)
          }}
        />
      ) : (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> Add category
        </Button>
      )}
      <RemoveCategoryDialog
        {...scope}
        category={removing}
        others={categories.filter((category) => category.id !== removing?.id)}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}

function RemoveCategoryDialog(
  props: Scope & { category: DiscussionCategory | null; others: DiscussionCategory[]; onClose: () => void },
) {
  const [target, setTarget] = React.useState('')
  const { run, pending } = useDiscussionAction(props.orgSlug, props.projectSlug)
  const id = React.useId()
  const chosen = target || props.others[0]?.id || ''
  return (
    <FormDialog
      open={props.category !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={`Remove ${props.category?.name ?? 'the category'}?`}
      description="Its discussions move to the category you choose."
      submitLabel="Remove category"
      pendingLabel="Removing…"
      pending={pending}
      destructive
      disabled={!props.category || !chosen}
      onSubmit={async () => {
        if (!props.category) return
        const { orgSlug, projectSlug } = props
        const categoryId = props.category.id
        const done = await run(
          () => deleteCategoryFn({ data: { orgSlug, projectSlug, categoryId, moveToCategoryId: chosen } }),
          { success: 'Category removed', failure: 'The category could not be removed' },
        )
        if (done) props.onClose()
      }}
    >
      <Label htmlFor={id}>Move its discussions to</Label>
      <NativeSelect id={id} value={chosen} onChange={(event) => setTarget(event.target.value)}>
        {props.others.map((category) => (
          <option key={category.id} value={category.id}>
            {category.emoji} {category.name}
          </option>
        ))}
      </NativeSelect>
    </FormDialog>
  )
}
