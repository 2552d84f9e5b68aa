import { useQuery } from '@tanstack/react-query'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { FormDialog } from '~/components/ui/form-dialog'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { LoadError } from '~/components/ui/query-states'
import { messageOf } from '~/lib/auth-result'
import { folderOptionsQuery } from '../files.queries'
import type { FolderOption } from '../files.types'

export type MoveSubject =
  | { type: 'file'; id: string; name: string; folderId: string | null }
  | { type: 'folder'; id: string; name: string; folderId: string | null }

const TOP_LEVEL = '__top__'

/** Folders a subject may go to: never the Attachments folder, and a folder never into itself or below. */
function destinationsFor(subject: MoveSubject, options: FolderOption[]): FolderOption[] {
  if (subject.type === 'file') return options.filter((option) => !option.isAttachments)
  const parents = new Map(options.map((option) => [option.id, option.parentId]))
  const inside = (id: string | null): boolean => {
    for (let at = id; at; at = parents.get(at) ?? null) if (at === subject.id) return true
    return false
  }
  return options.filter((option) => !option.isAttachments && !inside(option.id))
}

export function MoveDialog({
  orgSlug,
  projectSlug,
  subject,
  onOpenChange,
  onMove,
}: {
  orgSlug: string
  projectSlug: string
  subject: MoveSubject | null
  onOpenChange: (open: boolean) => void
  /** Moves it (null: to the top level); resolves to the server's refusal, or null when done. */
  onMove: (destination: string | null) => Promise<string | null>
}) {
  const t = useT('files')
  const errorText = useErrorText()
  const open = subject !== null
  const folders = useQuery({ ...folderOptionsQuery(orgSlug, projectSlug), enabled: open })
  const [choice, setChoice] = React.useState<string>(TOP_LEVEL)
  const [error, setError] = React.useState<string | null>(null)
  const [pending, setPending] = React.useState(false)
  const selectId = React.useId()

  React.useEffect(() => {
    setChoice(subject?.folderId ?? TOP_LEVEL)
    setError(null)
  }, [subject])

  const destinations = subject && folders.data ? destinationsFor(subject, folders.data) : []
  const current = subject?.folderId ?? TOP_LEVEL

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={subject ? t('move.title', { name: subject.name }) : t('common.move')}
      submitLabel={t('common.move')}
      pendingLabel={t('move.pending')}
      pending={pending}
      disabled={!folders.data || choice === current}
      onSubmit={async () => {
        setPending(true)
        const refusal = await onMove(choice === TOP_LEVEL ? null : choice)
        setPending(false)
        if (refusal) setError(refusal)
        else onOpenChange(false)
      }}
    >
      <div className="grid gap-1.5">
        <Label htmlFor={selectId}>{t('move.to')}</Label>
        {folders.isError ? (
          <LoadError
            line
            message={errorText(messageOf(folders.error, t('move.loadFailed')))}
            onRetry={() => void folders.refetch()}
          />
        ) : (
          <NativeSelect
            id={selectId}
            value={choice}
            disabled={!folders.data}
            onChange={(event) => {
              setChoice(event.target.value)
              setError(null)
            }}
          >
            <option value={TOP_LEVEL}>{t('move.topLevel')}</option>
            {destinations.map((option) => (
              <option key={option.id} value={option.id}>
                {option.path || option.name}
              </option>
            ))}
          </NativeSelect>
        )}
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </FormDialog>
  )
}
