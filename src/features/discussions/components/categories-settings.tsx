import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { FormDialog } from '~/components/ui/form-dialog'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { LoadError, Loading } from '~/components/ui/query-states'
import { ReorderButtons, useReorder } from '~/components/ui/reorder-buttons'
import { mutationQueue } from '~/features/live/mutation-queue'
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
  const t = useT('discussions')
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
          {t('categories.title')}
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">{t('categories.intro')}</p>
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
            message={t('categories.loadFailed')}
            onRetry={() => void setup.refetch()}
          />
        ) : (
          <Loading line className="mt-4">
            {t('categories.loading')}
          </Loading>
        )}
      </section>
    </Card>
  )
}

function CategoryList(
  props: Scope & { categories: DiscussionCategory[]; projectId: string; viewerId: string },
) {
  const { orgSlug, projectSlug } = props
  useDiscussionsLive({ orgSlug, projectSlug, projectId: props.projectId, viewerId: props.viewerId })
  const t = useT('discussions')
  const queryClient = useQueryClient()
  const { run, pending } = useDiscussionAction(orgSlug, projectSlug)
  const [editing, setEditing] = React.useState<string | null>(null)
  const [adding, setAdding] = React.useState(false)
  const [removing, setRemoving] = React.useState<DiscussionCategory | null>(null)
  const [announcement, setAnnouncement] = React.useState('')
  const scope = { orgSlug, projectSlug }
  const { rows: categories, move: moveCategory } = useReorder(props.categories)

  const move = (category: DiscussionCategory, index: number, delta: -1 | 1) => {
    setAnnouncement(
      t('categories.movedTo', { name: category.name, position: index + delta + 1, count: categories.length }),
    )
    return moveCategory(
      index,
      delta,
      (categoryIds) =>
        run(() => reorderCategoriesFn({ data: { ...scope, categoryIds } }), {
          failure: t('categories.orderFailed'),
        }),
      () => queryClient.invalidateQueries({ queryKey: discussionKeys.project(orgSlug, projectSlug) }),
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
      <ul className="grid gap-2" aria-label={t('common.categories')}>
        {categories.map((category, index) => (
          <li key={category.id} className="rounded-lg border border-border p-3">
            {editing === category.id ? (
              <CategoryForm
                initial={category}
                submitLabel={t('categories.save')}
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
                      category.editorsOnly ? t('categories.editorsOnly') : '',
                      category.answerable ? t('categories.answerable') : '',
                      t('categories.count', { count: category.threadCount }),
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
                  aria-label={t('categories.editLabel', { name: category.name })}
                >
                  <Pencil aria-hidden /> {t('common.edit')}
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={categories.length <= 1}
                  onClick={() => setRemoving(category)}
                  aria-label={t('categories.removeLabel', { name: category.name })}
                >
                  <Trash2 aria-hidden /> {t('categories.remove')}
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {adding ? (
        <CategoryForm
          submitLabel={t('categories.add')}
          onCancel={() => setAdding(false)}
          onSubmit={async (values) => {
            await saveAndRefresh(() => createCategoryFn({ data: { ...scope, ...values } }))
            setAdding(false)
          }}
        />
      ) : (
        <Button variant="outline" size="sm" className="justify-self-start" onClick={() => setAdding(true)}>
          <Plus aria-hidden /> {t('categories.add')}
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
  const t = useT('discussions')
  const [target, setTarget] = React.useState('')
  const { run, pending } = useDiscussionAction(props.orgSlug, props.projectSlug)
  const id = React.useId()
  const chosen = target || props.others[0]?.id || ''
  return (
    <FormDialog
      open={props.category !== null}
      onOpenChange={(open) => !open && props.onClose()}
      title={t('categories.removeTitle', { name: props.category?.name ?? t('common.theCategory') })}
      description={t('categories.removeDescription')}
      submitLabel={t('categories.removeSubmit')}
      pendingLabel={t('categories.removing')}
      pending={pending}
      destructive
      disabled={!props.category || !chosen}
      onSubmit={async () => {
        if (!props.category) return
        const { orgSlug, projectSlug } = props
        const categoryId = props.category.id
        const done = await run(
          () => deleteCategoryFn({ data: { orgSlug, projectSlug, categoryId, moveToCategoryId: chosen } }),
          { success: t('categories.removed'), failure: t('categories.removeFailed') },
        )
        if (done) props.onClose()
      }}
    >
      <Label htmlFor={id}>{t('categories.moveTo')}</Label>
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
