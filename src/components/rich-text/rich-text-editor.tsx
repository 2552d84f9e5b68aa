/**
 * `<RichTextEditor>`: the one markdown editor. A labelled textarea with a formatting toolbar
 * (Ctrl/⌘+B, Ctrl/⌘+I, Ctrl/⌘+K), a Write/Preview switch (the preview is `<Markdown>`), a live character
 * counter, and @mention autocomplete fed by `mentionSource`.
 *
 * With `attachments`, files can be attached: the toolbar's "Attach files" button, dropping files on the
 * editor, or pasting them; each uploads with a placeholder at the caret that becomes its markdown.
 *
 * Controlled: `value` + `onChange(value: string)` + `onBlur`, and `ref` reaches the textarea, so it drops
 * into react-hook-form's `Controller` as `{...field}` (or use `RichTextField` inside the app's `<Form>`).
 */

import * as React from 'react'
import { Label } from '~/components/ui/label'
import { useCommonText } from '~/components/ui/use-common-text'
import { type AttachmentsOption, useAttachmentUploads } from '~/components/upload/use-attachment-uploads'
import { cn } from '~/lib/cn'
import { countOf } from '~/lib/count-of'
import { useAdoptTypedText } from '~/lib/hydration'
import type { MentionCandidate } from '~/lib/mentions'
import { AttachmentFileInput, AttachmentUploadList, DropHighlight } from './attachment-uploads'
import { CharacterCounter, MentionHint, mentionOptionId } from './editor-parts'
import { type EditorMode, EditorModeSwitch, EditorToolbar, shortcutCommand } from './editor-toolbar'
import { type FormatCommand, formatText } from './format-commands'
import { MentionListbox } from './lazy-mention-listbox'
import { Markdown, type MarkdownVariant } from './markdown'
import { completeMention, type TextEdit } from './text-edits'
import { type MentionSource, useMentionAutocomplete } from './use-mention-autocomplete'
import { useTextareaEdits } from './use-textarea-edits'

export type RichTextEditorProps = {
  name: string
  label: React.ReactNode
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** Defaults to `field-{name}-{unique suffix}`; pass one for a fixed id. */
  id?: string
  ref?: React.Ref<HTMLTextAreaElement>
  placeholder?: string
  /** Shows a live counter and stops typing at the limit (validate the same limit on the server). */
  maxLength?: number
  /** An inline error: sets aria-invalid and is tied to the textarea with aria-describedby. */
  error?: string
  /** Help under the editor, tied with aria-describedby. */
  description?: React.ReactNode
  /** More ids for aria-describedby. */
  'aria-describedby'?: string
  disabled?: boolean
  /**
   * While what it holds is being sent: the text stays on screen, focused and selectable, but cannot change
   * (what was typed during a post would otherwise be erased when the sent text is cleared).
   */
  readOnly?: boolean
  required?: boolean
  /** Visible rows of the textarea (it can be resized). */
  rows?: number
  /** How the preview renders; use the same variant as where the text will be shown. */
  previewVariant?: MarkdownVariant
  /** People for @mention autocomplete; without it there is no autocomplete. */
  mentionSource?: MentionSource
  /** Ctrl/⌘+Enter, e.g. to post a comment. */
  onSubmitShortcut?: () => void
  /** Keep the label for screen readers only (chat boxes). */
  hideLabel?: boolean
  autoFocus?: boolean
  className?: string
  /** Lets people attach files (upload target, and who to tell while uploads run). */
  attachments?: AttachmentsOption
}

export function RichTextEditor({
  name,
  label,
  value,
  onChange,
  onBlur,
  id,
  ref,
  placeholder,
  maxLength,
  error,
  description,
  'aria-describedby': describedBy,
  disabled = false,
  readOnly = false,
  required,
  rows = 5,
  previewVariant = 'full',
  mentionSource,
  onSubmitShortcut,
  hideLabel = false,
  autoFocus,
  className,
  attachments,
}: RichTextEditorProps) {
  // Unique per instance unless given: a page may hold several editors for the same field name (a reply box
  // and an edit box, say), and a shared id would tie every label to the first one.
  const instanceId = React.useId().replace(/[^A-Za-z0-9]/g, '')
  const inputId = id ?? `field-${name.replace(/\./g, '-')}-${instanceId}`
  const errorId = `${inputId}-error`
  const descriptionId = `${inputId}-description`
  const counterId = `${inputId}-counter`
  const listboxId = `${inputId}-mentions`
  const previewId = `${inputId}-preview`

  const { t } = useCommonText()
  const [mode, setMode] = React.useState<EditorMode>('write')
  const [focused, setFocused] = React.useState(false)
  const { textareaRef, setTextarea, applyEdit: applyTextareaEdit } = useTextareaEdits(value, onChange, ref)
  useAdoptTypedText(textareaRef, value, onChange)

  const applyEdit = (edit: TextEdit) => {
    const textarea = applyTextareaEdit(edit)
    if (textarea) mentions.track(textarea.value, textarea.selectionStart, textarea.selectionEnd)
  }

  const pickMention = (candidate: MentionCandidate, mention: { start: number; query: string }) => {
    const textarea = textareaRef.current
    if (!textarea) return
    applyEdit(completeMention(textarea.value, mention, candidate.username))
  }

  const mentions = useMentionAutocomplete(mentionSource, pickMention)
  const uploads = useAttachmentUploads({
    attachments,
    textareaRef,
    applyEdit,
    onChange,
    disabled,
  })
  const listOpen = mentions.open && focused && mode === 'write'
  // Nobody found, or the search failed: said in place of the list, so that an @ never fails silently.
  const mentionHint =
    focused && mode === 'write' && mentions.query !== null && !mentions.open
      ? mentions.status === 'error'
        ? t('editor.mentionFailed', 'Could not load people to mention.')
        : mentions.status === 'ready'
          ? t('editor.mentionNoneFound', `No one found for @${mentions.query}.`, { query: mentions.query })
          : null
      : null

  const runCommand = (command: FormatCommand) => {
    const textarea = textareaRef.current
    if (!textarea || disabled || readOnly) return
    applyEdit(
      formatText(command, {
        value: textarea.value,
        start: textarea.selectionStart,
        end: textarea.selectionEnd,
      }),
    )
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (listOpen && mentions.handleKey(event.key)) {
      event.preventDefault()
      // Escape closes the list, not the dialog around the editor.
      if (event.key === 'Escape') event.stopPropagation()
      return
    }
    const modifier = event.ctrlKey || event.metaKey
    if (!modifier || event.altKey) return
    if (event.key === 'Enter' && onSubmitShortcut) {
      event.preventDefault()
      // The text still holds placeholders: it is sent once the files are in.
      if (!uploads.busy) onSubmitShortcut()
      return
    }
    const command = event.shiftKey ? undefined : shortcutCommand(event.key)
    if (command) {
      event.preventDefault()
      runCommand(command)
    }
  }

  const track = (event: React.SyntheticEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget
    mentions.track(target.value, target.selectionStart, target.selectionEnd)
  }

  const describedByIds =
    [
      describedBy,
      description ? descriptionId : null,
      maxLength !== undefined ? counterId : null,
      error ? errorId : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined

  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={inputId} className={cn(hideLabel && 'sr-only')}>
        {label}
      </Label>
      <div
        {...uploads.dropZoneProps}
        className={cn(
          'relative rounded-md border bg-card shadow-xs',
          error ? 'border-destructive' : 'border-input focus-within:border-ring',
          (disabled || readOnly) && 'opacity-60',
        )}
        data-dragging={uploads.dragging || undefined}
      >
        <DropHighlight uploads={uploads} />
        <AttachmentFileInput uploads={uploads} />
        <div className="flex flex-wrap items-center justify-between gap-1 border-b border-border px-1 py-1">
          <EditorModeSwitch mode={mode} disabled={disabled} onChange={setMode} />
          <EditorToolbar
            controls={inputId}
            disabled={disabled || readOnly || mode === 'preview'}
            onCommand={runCommand}
            onAttach={uploads.enabled ? uploads.openPicker : undefined}
          />
        </div>

        <textarea
          ref={setTextarea}
          id={inputId}
          name={name}
          value={value}
          rows={rows}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          readOnly={readOnly}
          aria-busy={readOnly || undefined}
          required={required}
          // biome-ignore lint/a11y/noAutofocus: only where the caller asks (a reply box opened on purpose)
          autoFocus={autoFocus}
          hidden={mode === 'preview'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByIds}
          aria-autocomplete={mentionSource ? 'list' : undefined}
          aria-controls={mentionSource && listOpen ? listboxId : undefined}
          aria-activedescendant={listOpen ? mentionOptionId(listboxId, mentions.activeIndex) : undefined}
          onChange={(event) => {
            onChange(event.target.value)
            track(event)
          }}
          onSelect={track}
          onKeyDown={onKeyDown}
          onPaste={uploads.onPaste}
          onFocus={() => setFocused(true)}
          onBlur={() => {
            setFocused(false)
            onBlur?.()
          }}
          className="block min-h-24 w-full resize-y rounded-b-md bg-transparent px-3 py-2 text-sm placeholder:text-muted-foreground focus:outline-none disabled:cursor-not-allowed"
        />

        {mode === 'preview' ? (
          <section id={previewId} aria-label={t('editor.preview', 'Preview')} className="min-h-24 px-3 py-2">
            {value.trim() ? (
              <Markdown source={value} variant={previewVariant} />
            ) : (
              <p className="text-sm text-muted-foreground">
                {t('editor.nothingToPreview', 'Nothing to preview')}
              </p>
            )}
          </section>
        ) : null}

        {listOpen ? (
          <MentionListbox
            id={listboxId}
            candidates={mentions.candidates}
            activeIndex={mentions.activeIndex}
            onActivate={mentions.setActiveIndex}
            onPick={mentions.pick}
          />
        ) : null}
        {mentionHint ? <MentionHint>{mentionHint}</MentionHint> : null}
      </div>

      <AttachmentUploadList uploads={uploads} />

      <div className="flex items-start justify-between gap-3 text-xs text-muted-foreground">
        <div className="min-w-0">
          {description ? (
            <p id={descriptionId}>{description}</p>
          ) : (
            <p>
              {uploads.enabled
                ? t(
                    'editor.markdownAndAttach',
                    'Markdown is supported. Attach files by dropping or pasting them.',
                  )
                : t('editor.markdownSupported', 'Markdown is supported.')}
            </p>
          )}
        </div>
        {maxLength !== undefined ? (
          <CharacterCounter id={counterId} length={value.length} max={maxLength} />
        ) : null}
      </div>

      {/* Said once when the list opens or its length changes, so that screen reader users know it is there. */}
      <p className="sr-only" aria-live="polite">
        {listOpen
          ? t(
              'editor.mentionsFound',
              `${countOf(mentions.candidates.length, { one: 'person', other: 'people' })} found. Use up and down arrows to choose, Enter to insert.`,
              { count: mentions.candidates.length },
            )
          : ''}
      </p>

      {error ? (
        <p id={errorId} className="text-sm text-destructive" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  )
}
