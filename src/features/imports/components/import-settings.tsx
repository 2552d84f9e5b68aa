import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useHydrated } from '@tanstack/react-router'
import * as React from 'react'
import { useErrorText, useT } from '~/components/i18n/use-t'
import { Button } from '~/components/ui/button'
import { Card } from '~/components/ui/card'
import { Input } from '~/components/ui/input'
import { Label } from '~/components/ui/label'
import { NativeSelect } from '~/components/ui/native-select'
import { ListSkeleton, LoadError } from '~/components/ui/query-states'
import {
  isUnderWay,
  RunProgress,
  TransferRunList,
  useProjectRunsLive,
} from '~/features/transfers/components/transfer-run-list'
import { messageOf } from '~/lib/auth-result'
import type { MessageKey } from '~/lib/i18n/catalogue'
import {
  COMMENT_FIELDS,
  type CommentField,
  IMPORT_FIELD_LABELS,
  IMPORT_FIELDS,
  IMPORT_LIMITS,
  type ImportField,
  type UnknownNameChoice,
} from '~/lib/import-rules'
import { toast } from '~/lib/toast'
import {
  type ImportReportView,
  startCsvImportFn,
  startVendorImportFn,
  uploadImportFileFn,
} from '../imports.functions'
import { type ImportEntry, importKeys, projectImportsQuery } from '../imports.queries'
import { type NameMap, NameMapping, withNewNames } from './name-mapping'

type Scope = { orgSlug: string; projectSlug: string }
type Source = 'csv' | 'uservoice' | 'canny' | 'fider'

type Key = MessageKey<'imports'>
type Say = (key: Key, values?: Record<string, string | number>) => string

const SOURCES: Source[] = ['csv', 'uservoice', 'canny', 'fider']

// An address's shape, the same in every language.
const SITE_EXAMPLE = 'https://feedback.example.com'

/** A source as the choice names it: a file in words, a vendor by its brand. */
function sourceLabel(t: Say, source: Source): string {
  if (source === 'csv') return t('source.csv')
  if (source === 'uservoice') return t('source.uservoice')
  return KIND_LABELS[source] ?? source
}

/** Sources by their brand (a CSV is a CSV in every language). */
const KIND_LABELS: Record<string, string> = {
  csv: 'CSV',
  uservoice: 'UserVoice',
  canny: 'Canny',
  fider: 'Fider',
}

const STATUS_TEXT = {
  queued: 'status.queued',
  running: 'status.running',
  done: 'status.done',
  failed: 'status.failed',
} as const satisfies Record<ImportEntry['status'], Key>

/** The fields as the mapping names them. */
const FIELD_TEXT: Record<ImportField, Key> = {
  id: 'field.id',
  title: 'field.title',
  details: 'field.details',
  board: 'field.board',
  status: 'field.status',
  authorEmail: 'field.authorEmail',
  authorName: 'field.authorName',
  createdAt: 'field.createdAt',
  voteCount: 'field.voteCount',
  voterEmails: 'field.voterEmails',
  tags: 'field.tags',
}

const COMMENT_FIELD_TEXT: Record<CommentField, Key> = {
  id: 'commentField.id',
  itemId: 'commentField.itemId',
  body: 'commentField.body',
  authorEmail: 'field.authorEmail',
  authorName: 'field.authorName',
  createdAt: 'field.createdAt',
}

// English on purpose: the first guess of the mapping matches a file's column headers to these names.
const COMMENT_FIELD_LABELS: Record<CommentField, string> = {
  id: 'Comment id',
  itemId: 'Item id (the items’ source id)',
  body: 'Text',
  authorEmail: 'Author email',
  authorName: 'Author name',
  createdAt: 'Created at',
}

const normalised = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** A first guess at the mapping: a column named like the field (or its label) is taken for it. */
function guessColumns<F extends string>(fields: readonly F[], labels: Record<F, string>, header: string[]) {
  const guessed = {} as Record<F, string>
  for (const field of fields) {
    const names = [normalised(field), normalised(labels[field].replace(/\(.*\)/, ''))]
    guessed[field] = header.find((column) => names.includes(normalised(column))) ?? ''
  }
  return guessed
}

const chosen = <F extends string>(columns: Record<F, string>) =>
  Object.fromEntries(Object.entries(columns).filter(([, column]) => column !== '')) as Partial<
    Record<F, string>
  >

/**
 * The Import section of a project's settings, for those who may import into it (`feedback.import`; the
 * server answers not found to anyone else, and the section then shows nothing): a CSV file (uploaded first,
 * previewed, mapped, tried in a dry run, then imported), UserVoice's export, Canny or Fider; the latest
 * imports with their progress (moved by the runs' live events on the project's transfers topic) and report
 * below.
 */
export function ImportSettings({ orgSlug, projectSlug }: Scope) {
  const t = useT('imports')
  const imports = useQuery(projectImportsQuery(orgSlug, projectSlug))
  useProjectRunsLive(orgSlug, projectSlug, imports.isSuccess, importKeys.project(orgSlug, projectSlug))
  const [source, setSource] = React.useState<Source>('csv')
  if (imports.isError && /not found|not allowed/i.test(messageOf(imports.error, ''))) return null
  const scope = { orgSlug, projectSlug }

  return (
    <section id="import" aria-labelledby="import-heading" className="scroll-mt-20">
      <h2 id="import-heading" className="text-lg font-semibold tracking-tight">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('intro')}</p>
      <Card className="mt-4 grid gap-4 p-4">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t('source')}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {SOURCES.map((value) => (
              <label key={value} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="import-source"
                  value={value}
                  checked={source === value}
                  onChange={() => setSource(value)}
                  className="size-4 accent-primary"
                />
                {sourceLabel(t, value)}
              </label>
            ))}
          </div>
        </fieldset>
        {source === 'csv' || source === 'uservoice' ? (
          <CsvImport key={source} kind={source} scope={scope} entries={imports.data ?? []} />
        ) : (
          <VendorImport key={source} kind={source} scope={scope} />
        )}
      </Card>
      <h3 className="mt-6 text-base font-semibold">{t('past')}</h3>
      <div className="mt-2">
        {imports.isPending ? (
          <ListSkeleton rows={1} label={t('loading')} />
        ) : imports.isError ? (
          <LoadError
            line
            message={messageOf(imports.error, t('loadError'))}
            onRetry={() => void imports.refetch()}
          />
        ) : imports.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('none')}</p>
        ) : (
          <ImportRunList entries={imports.data} />
        )}
      </div>
    </section>
  )
}

type Upload = Awaited<ReturnType<typeof uploadImportFileFn>>

function useRefreshImports(scope: Scope) {
  const queryClient = useQueryClient()
  return () =>
    queryClient.invalidateQueries({ queryKey: importKeys.project(scope.orgSlug, scope.projectSlug) })
}

/** A CSV (or UserVoice's export): upload, preview, mapping, dry run, import. */
function CsvImport({
  kind,
  scope,
  entries,
}: {
  kind: 'csv' | 'uservoice'
  scope: Scope
  entries: ImportEntry[]
}) {
  const t = useT('imports')
  const errorText = useErrorText()
  const refresh = useRefreshImports(scope)
  const formId = React.useId()
  const [upload, setUpload] = React.useState<Upload | null>(null)
  const [busy, setBusy] = React.useState(false)
  // Before hydration the form only posts to this page: its submit waits for the page to be ready.
  const hydrated = useHydrated()
  const [columns, setColumns] = React.useState<Record<ImportField, string>>(() =>
    guessColumns(IMPORT_FIELDS, IMPORT_FIELD_LABELS, []),
  )
  const [commentColumns, setCommentColumns] = React.useState<Record<CommentField, string>>(() =>
    guessColumns(COMMENT_FIELDS, COMMENT_FIELD_LABELS, []),
  )
  const [listSeparator, setListSeparator] = React.useState(',')
  const [unknownBoards, setUnknownBoards] = React.useState<UnknownNameChoice>('create')
  const [unknownStatuses, setUnknownStatuses] = React.useState<UnknownNameChoice>('create')
  const [dryRunId, setDryRunId] = React.useState<string | null>(null)
  const [titleError, setTitleError] = React.useState<string | null>(null)
  const dryRun = entries.find((entry) => entry.id === dryRunId)
  const noNames = { boards: [], statuses: [] }
  const [newNames, setNewNames] = React.useState<{ boards: string[]; statuses: string[] }>(noNames)
  const [nameMaps, setNameMaps] = React.useState<{ boards: NameMap; statuses: NameMap }>({
    boards: {},
    statuses: {},
  })
  // What each finished dry run would create joins the names to map (kept once mapped, until another file).
  const created = dryRun?.status === 'done' ? dryRun.report?.counts : undefined
  React.useEffect(() => setNewNames((seen) => withNewNames(seen, created)), [created])

  // A changed mapping needs its own dry run before the import.
  const changed = () => setDryRunId(null)

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    const file = form.get('file')
    if (!(file instanceof File) || file.size === 0) {
      toast.error(t('csv.chooseFile'))
      return
    }
    setBusy(true)
    try {
      form.set('orgSlug', scope.orgSlug)
      form.set('projectSlug', scope.projectSlug)
      const answer = await uploadImportFileFn({ data: form })
      setUpload(answer)
      setNewNames(noNames)
      setNameMaps({ boards: {}, statuses: {} })
      setColumns(guessColumns(IMPORT_FIELDS, IMPORT_FIELD_LABELS, answer.preview.columns))
      if (answer.commentsPreview) {
        setCommentColumns(guessColumns(COMMENT_FIELDS, COMMENT_FIELD_LABELS, answer.commentsPreview.columns))
      }
      setDryRunId(null)
    } catch (error) {
      toast.error(errorText(messageOf(error, t('csv.readFailure'))))
    } finally {
      setBusy(false)
    }
  }

  async function start(asDryRun: boolean) {
    if (!upload) return
    if (kind === 'csv' && !columns.title) {
      setTitleError(t('csv.titleRequired'))
      return
    }
    setTitleError(null)
    setBusy(true)
    try {
      const comments = upload.commentsKey ? { columns: chosen(commentColumns) } : undefined
      const run = await startCsvImportFn({
        data: {
          ...scope,
          kind,
          inputKey: upload.inputKey,
          commentsKey: upload.commentsKey,
          mapping: {
            columns: kind === 'csv' ? chosen(columns) : {},
            listSeparator,
            unknownBoards,
            unknownStatuses,
            boardMap: nameMaps.boards,
            statusMap: nameMaps.statuses,
            comments,
          },
          dryRun: asDryRun,
        },
      })
      if (asDryRun) {
        setDryRunId(run.id)
      } else {
        toast.success(t('started'))
        setUpload(null)
        setDryRunId(null)
      }
    } catch (error) {
      toast.error(errorText(messageOf(error, t('startFailure'))))
    } finally {
      setBusy(false)
      await refresh()
    }
  }

  if (!upload) {
    return (
      <form method="post" onSubmit={send} className="grid gap-3" aria-label={t('csv.upload')}>
        <div className="grid gap-1.5">
          <Label htmlFor={`${formId}-file`}>
            {kind === 'uservoice' ? t('csv.uservoiceFile') : t('csv.file')}
          </Label>
          <input
            id={`${formId}-file`}
            name="file"
            type="file"
            accept=".csv,text/csv"
            required
            className="max-w-full text-sm file:me-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
          />
        </div>
        {kind === 'csv' ? (
          <div className="grid gap-1.5">
            <Label htmlFor={`${formId}-comments`}>{t('csv.commentsFile')}</Label>
            <input
              id={`${formId}-comments`}
              name="comments"
              type="file"
              accept=".csv,text/csv"
              className="max-w-full text-sm file:me-3 file:rounded-md file:border file:bg-background file:px-3 file:py-1.5 file:text-sm"
            />
          </div>
        ) : null}
        <p className="text-xs text-muted-foreground">
          {t('csv.limits', { mb: IMPORT_LIMITS.maxBytes / 1024 / 1024, rows: IMPORT_LIMITS.maxRows })}
        </p>
        <div>
          <Button type="submit" disabled={busy || !hydrated}>
            {busy ? t('csv.reading') : t('csv.uploadAction')}
          </Button>
        </div>
      </form>
    )
  }

  return (
    <div className="grid gap-5">
      <PreviewTable caption={t('csv.preview')} preview={upload.preview} />
      {kind === 'csv' ? (
        <fieldset className="grid gap-3">
          <legend className="mb-2 text-sm font-medium">{t('csv.columns')}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {IMPORT_FIELDS.map((field) => (
              <ColumnSelect
                key={field}
                id={`${formId}-${field}`}
                label={t(FIELD_TEXT[field])}
                header={upload.preview.columns}
                value={columns[field]}
                error={field === 'title' ? titleError : null}
                onChange={(column) => {
                  setColumns((current) => ({ ...current, [field]: column }))
                  changed()
                }}
              />
            ))}
            <div className="grid gap-1.5">
              <Label htmlFor={`${formId}-separator`}>{t('csv.separator')}</Label>
              <Input
                id={`${formId}-separator`}
                value={listSeparator}
                maxLength={3}
                onChange={(event) => {
                  setListSeparator(event.target.value || ',')
                  changed()
                }}
              />
            </div>
          </div>
        </fieldset>
      ) : (
        <p className="text-sm text-muted-foreground">{t('csv.uservoiceMapped')}</p>
      )}
      {upload.commentsPreview ? (
        <>
          <PreviewTable caption={t('csv.commentsPreview')} preview={upload.commentsPreview} />
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t('csv.commentColumns')}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {COMMENT_FIELDS.map((field) => (
                <ColumnSelect
                  key={field}
                  id={`${formId}-comment-${field}`}
                  label={t(COMMENT_FIELD_TEXT[field])}
                  header={upload.commentsPreview?.columns ?? []}
                  value={commentColumns[field]}
                  onChange={(column) => {
                    setCommentColumns((current) => ({ ...current, [field]: column }))
                    changed()
                  }}
                />
              ))}
            </div>
          </fieldset>
        </>
      ) : null}
      <UnknownNames
        id={formId}
        boards={unknownBoards}
        statuses={unknownStatuses}
        onBoards={(value) => {
          setUnknownBoards(value)
          changed()
        }}
        onStatuses={(value) => {
          setUnknownStatuses(value)
          changed()
        }}
      />
      <NameMapping
        id={formId}
        scope={scope}
        names={newNames}
        choices={{ boards: unknownBoards, statuses: unknownStatuses }}
        maps={nameMaps}
        onChange={(maps) => {
          setNameMaps(maps)
          changed()
        }}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={busy || isUnderWay(dryRun)}
          onClick={() => start(true)}
        >
          {t('dryRun')}
        </Button>
        <Button
          type="button"
          disabled={busy || dryRun?.status !== 'done'}
          title={dryRun?.status === 'done' ? undefined : t('csv.dryRunFirst')}
          onClick={() => start(false)}
        >
          {t('import')}
        </Button>
        <Button type="button" variant="ghost" disabled={busy} onClick={() => setUpload(null)}>
          {t('csv.another')}
        </Button>
      </div>
      {dryRunId ? (
        <div className="grid gap-2" aria-live="polite">
          <h4 className="text-sm font-semibold">{t('dryRun')}</h4>
          {!dryRun || isUnderWay(dryRun) ? (
            <RunProgress entry={dryRun} counted />
          ) : dryRun.status === 'failed' ? (
            <p role="alert" className="text-sm text-destructive">
              {dryRun.error ?? t('csv.dryRunFailed')}
            </p>
          ) : (
            <ImportReport report={dryRun.report} dryRun />
          )}
        </div>
      ) : (
        <p className="text-xs text-muted-foreground">{t('csv.dryRunHint')}</p>
      )}
    </div>
  )
}

function ColumnSelect({
  id,
  label,
  header,
  value,
  error,
  onChange,
}: {
  id: string
  label: string
  header: string[]
  value: string
  error?: string | null
  onChange: (column: string) => void
}) {
  const t = useT('imports')
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect
        id={id}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('column.none')}</option>
        {header.map((column) => (
          <option key={column} value={column}>
            {column}
          </option>
        ))}
      </NativeSelect>
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  )
}

function UnknownNames({
  id,
  boards,
  statuses,
  onBoards,
  onStatuses,
}: {
  id: string
  boards: UnknownNameChoice
  statuses: UnknownNameChoice
  onBoards: (value: UnknownNameChoice) => void
  onStatuses: (value: UnknownNameChoice) => void
}) {
  const t = useT('imports')
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-boards`}>{t('unknown.boards')}</Label>
        <NativeSelect
          id={`${id}-boards`}
          value={boards}
          onChange={(event) => onBoards(event.target.value as UnknownNameChoice)}
        >
          <option value="create">{t('unknown.create')}</option>
          <option value="default">{t('unknown.defaultBoard')}</option>
        </NativeSelect>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-statuses`}>{t('unknown.statuses')}</Label>
        <NativeSelect
          id={`${id}-statuses`}
          value={statuses}
          onChange={(event) => onStatuses(event.target.value as UnknownNameChoice)}
        >
          <option value="create">{t('unknown.create')}</option>
          <option value="default">{t('unknown.firstStatus')}</option>
        </NativeSelect>
      </div>
    </div>
  )
}

function PreviewTable({
  caption,
  preview,
}: {
  caption: string
  preview: { columns: string[]; rows: string[][] }
}) {
  return (
    <div className="max-w-full overflow-x-auto rounded-md border">
      <table className="w-full text-start text-xs">
        <caption className="px-3 py-2 text-start text-sm font-medium">{caption}</caption>
        <thead className="bg-muted/60">
          <tr>
            {preview.columns.map((column, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a header may repeat a name.
              <th key={index} scope="col" className="px-3 py-1.5 font-medium whitespace-nowrap">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {preview.rows.map((row, rowIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file, in its order.
            <tr key={rowIndex} className="border-t">
              {preview.columns.map((_, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: cells of a row, in its order.
                <td key={index} className="max-w-56 truncate px-3 py-1.5 align-top" title={row[index]}>
                  {row[index] ?? ''}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

/** Canny (API key) or Fider (site address and API key): the key is sealed at rest and never shown again. */
function VendorImport({ kind, scope }: { kind: 'canny' | 'fider'; scope: Scope }) {
  const t = useT('imports')
  const errorText = useErrorText()
  const refresh = useRefreshImports(scope)
  const id = React.useId()
  const [apiKey, setApiKey] = React.useState('')
  const [siteUrl, setSiteUrl] = React.useState('')
  const [unknownBoards, setUnknownBoards] = React.useState<UnknownNameChoice>('create')
  const [unknownStatuses, setUnknownStatuses] = React.useState<UnknownNameChoice>('create')
  const [busy, setBusy] = React.useState(false)
  const hydrated = useHydrated()

  async function start(dryRun: boolean) {
    setBusy(true)
    try {
      await startVendorImportFn({
        data: {
          ...scope,
          source: {
            kind,
            api_key: apiKey,
            site_url: kind === 'fider' ? siteUrl : undefined,
            dry_run: dryRun,
            unknown_boards: unknownBoards,
            unknown_statuses: unknownStatuses,
          },
        },
      })
      toast.success(dryRun ? t('vendor.dryRunStarted') : t('vendor.started'))
      setApiKey('')
    } catch (error) {
      toast.error(errorText(messageOf(error, t('startFailure'))))
    } finally {
      setBusy(false)
      await refresh()
    }
  }

  return (
    <form
      method="post"
      className="grid gap-3"
      aria-label={t('vendor.form', { source: sourceLabel(t, kind) })}
      onSubmit={(event) => {
        event.preventDefault()
        void start(false)
      }}
    >
      {kind === 'fider' ? (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-site`}>{t('vendor.site')}</Label>
          <Input
            id={`${id}-site`}
            type="url"
            required
            placeholder={SITE_EXAMPLE}
            value={siteUrl}
            onChange={(event) => setSiteUrl(event.target.value)}
          />
        </div>
      ) : null}
      <div className="grid gap-1.5">
        <Label htmlFor={`${id}-key`}>{t('vendor.key', { source: sourceLabel(t, kind) })}</Label>
        <Input
          id={`${id}-key`}
          type="password"
          autoComplete="off"
          required
          minLength={8}
          value={apiKey}
          onChange={(event) => setApiKey(event.target.value)}
        />
        <p className="text-xs text-muted-foreground">{t('vendor.keyHint')}</p>
      </div>
      <UnknownNames
        id={id}
        boards={unknownBoards}
        statuses={unknownStatuses}
        onBoards={setUnknownBoards}
        onStatuses={setUnknownStatuses}
      />
      <div className="flex flex-wrap gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={busy || apiKey.trim().length < 8}
          onClick={() => void start(true)}
        >
          {t('dryRun')}
        </Button>
        <Button type="submit" disabled={busy || !hydrated}>
          {t('import')}
        </Button>
      </div>
    </form>
  )
}

/** What a run did (or, for a dry run, would do): its counts, then the rows it left out and why. */
function ImportReport({ report, dryRun }: { report: ImportReportView | null; dryRun: boolean }) {
  const t = useT('imports')
  const counts = report?.counts
  if (!counts) return <p className="text-sm text-muted-foreground">{t('report.none')}</p>
  const problems = report.problems ?? []
  const problemCount = report.problemCount ?? problems.length
  const lines: [string, number | string][] = [
    [t(dryRun ? 'report.toImport' : 'report.imported'), counts.items],
    [t('report.already'), counts.alreadyImported],
    [t('report.skipped'), counts.skippedItems],
    [t('report.votes'), counts.votes],
    [t('report.comments'), counts.comments],
    [t('report.people'), counts.people],
  ]
  if (counts.updates) lines.push([t('report.updates'), counts.updates])
  if (counts.votesWithoutVoters) lines.push([t('report.votesWithoutVoters'), counts.votesWithoutVoters])
  if (counts.boardsCreated.length) lines.push([t('report.newBoards'), counts.boardsCreated.join(', ')])
  if (counts.statusesCreated.length) lines.push([t('report.newStatuses'), counts.statusesCreated.join(', ')])
  return (
    <div className="grid gap-3 text-sm">
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        {lines.map(([label, value]) => (
          <React.Fragment key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium tabular-nums">{value}</dd>
          </React.Fragment>
        ))}
      </dl>
      {problemCount === 0 ? (
        <p className="text-muted-foreground">{t('report.noProblems')}</p>
      ) : (
        <div className="max-w-full overflow-x-auto rounded-md border">
          <table className="w-full text-start text-xs">
            <caption className="px-3 py-2 text-start text-sm font-medium">
              {t('report.problems', { count: problemCount })}
              {problemCount > problems.length ? ` ${t('report.firstShown', { count: problems.length })}` : ''}
            </caption>
            <thead className="bg-muted/60">
              <tr>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  {t('report.row')}
                </th>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  {t('report.field')}
                </th>
                <th scope="col" className="px-3 py-1.5 font-medium">
                  {t('report.problem')}
                </th>
              </tr>
            </thead>
            <tbody>
              {problems.map((problem, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a row may have several problems.
                <tr key={index} className="border-t">
                  <td className="px-3 py-1.5 tabular-nums">{problem.row}</td>
                  <td className="px-3 py-1.5">{problem.field}</td>
                  <td className="px-3 py-1.5">{problem.problem}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  )
}

/** The project's latest imports: the runs' list of every page with runs, with each import's report. */
function ImportRunList({ entries }: { entries: ImportEntry[] }) {
  const t = useT('imports')
  return (
    <TransferRunList
      entries={entries}
      label={t('runs.label')}
      counted
      title={(entry) =>
        t(entry.dryRun ? 'runs.dryRunTitle' : 'runs.importTitle', {
          kind: KIND_LABELS[entry.kind] ?? entry.kind,
          status: t(STATUS_TEXT[entry.status]),
        })
      }
      details={(entry) =>
        entry.status === 'done' && entry.report?.counts ? (
          <details className="mt-2">
            <summary className="cursor-pointer text-muted-foreground">
              {t('runs.items', { count: entry.report.counts.items })}
              {entry.report.problemCount
                ? `, ${t('report.problems', { count: entry.report.problemCount })}`
                : ''}
            </summary>
            <div className="mt-2">
              <ImportReport report={entry.report} dryRun={entry.dryRun} />
            </div>
          </details>
        ) : null
      }
    />
  )
}
