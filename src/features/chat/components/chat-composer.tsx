import { Paperclip, SendHorizontal } from 'lucide-react'
import * as React from 'react'
import { useT } from '~/components/i18n/use-t'
import type { MentionSource } from '~/components/rich-text'
import {
  AttachmentFileInput,
  AttachmentUploadList,
  DropHighlight,
} from '~/components/rich-text/attachment-uploads'
import { CharacterCounter, MentionHint, mentionOptionId } from '~/components/rich-text/editor-parts'
import { MentionListbox } from '~/components/rich-text/lazy-mention-listbox'
import { completeMention } from '~/components/rich-text/text-edits'
import { useMentionAutocomplete } from '~/components/rich-text/use-mention-autocomplete'
import { useTextareaEdits } from '~/components/rich-text/use-textarea-edits'
import { Button } from '~/components/ui/button'
import { type AttachmentsOption, useAttachmentUploads } from '~/components/upload/use-attachment-uploads'
import { cn } from '~/lib/cn'
import { useAdoptTypedText } from '~/lib/hydration'
import type { MentionCandidate } from '~/lib/mentions'

type ChatComposerProps = {
  /** The accessible name ("Message", or "Edit message"). */
  label: string
  value: string
  onChange: (value: string) => void
  /** Enter (without Shift) or the send button, with the trimmed text. */
  onSubmit: (text: string) => void
  maxLength: number
  mentionSource?: MentionSource
  /** Up arrow in an empty box: edit the viewer's last message. */
  onEditLast?: () => void
  /** Escape: leave editing, or drop the reply. */
  onCancel?: () => void
  /** Every keystroke that changes the text (the caller throttles the typing signal). */
  onTyping?: () => void
  submitLabel?: string
  disabled?: boolean
  placeholder?: string
  autoFocus?: boolean
  ref?: React.Ref<HTMLTextAreaElement>
  className?: string
  /** Lets people attach files: a paperclip button, dropping files on the box, pasting them. */
  attachments?: AttachmentsOption
}

/**
 * The chat box: a textarea where Enter sends and Shift+Enter adds a line, with the shared @mention
 * autocomplete (opening upwards, as the box sits at the bottom of the screen) and the character counter.
 */
export function ChatComposer({
  label,
  value,
  onChange,
  onSubmit,
  maxLength,
  mentionSource,
  onEditLast,
  onCancel,
  onTyping,
  submitLabel,
  disabled = false,
  placeholder,
  autoFocus,
  ref,
  className,
  attachments,
}: ChatComposerProps) {
  const t = useT('chat')
  const sendLabel = submitLabel ?? t('composer.send')
  const instanceId = React.useId().replace(/[^A-Za-z0-9]/g, '')
  const inputId = `chat-composer-${instanceId}`
  const listboxId = `${inputId}-mentions`
  const counterId = `${inputId}-counter`
  const hintId = `${inputId}-hint`
  const [focused, setFocused] = React.useState(false)
  const { textareaRef, setTextarea, applyEdit } = useTextareaEdits(value, onChange, ref)
  useAdoptTypedText(textareaRef, value, onChange)

  const pickMention = (candidate: MentionCandidate, mention: { start: number; query: string }) => {
    const textarea = textareaRef.current
    if (!textarea) return
    const edited = applyEdit(completeMention(textarea.value, mention, candidate.username))
    if (edited) mentions.track(edited.value, edited.selectionStart, edited.selectionEnd)
  }
  const mentions = useMentionAutocomplete(mentionSource, pickMention)
  const uploads = useAttachmentUploads({ attachments, textareaRef, applyEdit, onChange, disabled })
  // Said when someone tries to send while files are still uploading (the text holds their placeholders).
  const [waitNotice, setWaitNotice] = React.useState(false)
  if (waitNotice && !uploads.busy) setWaitNotice(false)
  const listOpen = mentions.open && focused
  const mentionHint =
    focused && mentions.query !== null && !mentions.open
      ? mentions.status === 'error'
        ? t('composer.mentionsFailed')
        : mentions.status === 'ready'
          ? t('composer.noOne', { query: mentions.query })
          : null
      : null

  const submit = () => {
    const text = value.trim()
    if (!text || disabled || text.length > maxLength) return
    if (uploads.busy) {
      setWaitNotice(true)
      return
    }
    onSubmit(text)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLTextAreaElement>) => {
    if (listOpen && mentions.handleKey(event.key)) {
      event.preventDefault()
      if (event.key === 'Escape') event.stopPropagation()
      return
    }
    // An IME composing a word uses Enter to confirm it, not to send.
    if (event.nativeEvent.isComposing) return
    if (event.key === 'Enter' && !event.shiftKey && !event.altKey) {
      event.preventDefault()
      submit()
    } else if (event.key === 'ArrowUp' && value === '' && onEditLast) {
      event.preventDefault()
      onEditLast()
    } else if (event.key === 'Escape' && onCancel) {
      event.preventDefault()
      onCancel()
    }
  }

  const track = (event: React.SyntheticEvent<HTMLTextAreaElement>) => {
    const target = event.currentTarget
    mentions.track(target.value, target.selectionStart, target.selectionEnd)
  }

  // Grows with its text up to a few lines, then scrolls: a chat box should not push the messages away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again after each new value on purpose
  React.useLayoutEffect(() => {
    const textarea = textareaRef.current
    if (!textarea) return
    textarea.style.height = 'auto'
    textarea.style.height = `${Math.min(textarea.scrollHeight, 192)}px`
  }, [value])

  const nearLimit = value.length >= maxLength * 0.9

  return (
    <div className={cn('relative', className)}>
      <label htmlFor={inputId} className="sr-only">
        {label}
      </label>
      <AttachmentUploadList uploads={uploads} className="mb-1.5" />
      {waitNotice ? (
        <p role="status" className="mb-1 text-xs text-muted-foreground">
          {t('composer.waitNotice')}
        </p>
      ) : null}
      <div
        {...uploads.dropZoneProps}
        data-dragging={uploads.dragging || undefined}
        className="relative flex items-end gap-2 rounded-md border border-input bg-card px-2 py-1.5 shadow-xs focus-within:border-ring"
      >
        <DropHighlight uploads={uploads} />
        <AttachmentFileInput uploads={uploads} />
        {uploads.enabled ? (
          <Button
            type="button"
            size="icon-sm"
            variant="ghost"
            className="shrink-0 text-muted-foreground"
            aria-label={t('composer.attach')}
            title={t('composer.attachHint')}
            onClick={uploads.openPicker}
          >
            <Paperclip aria-hidden />
          </Button>
        ) : null}
        <textarea
          ref={setTextarea}
          id={inputId}
          name="message"
          value={value}
          rows={1}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={disabled}
          // biome-ignore lint/a11y/noAutofocus: the chat box is the page's purpose; editing opens it on purpose
          autoFocus={autoFocus}
          aria-describedby={nearLimit ? `${hintId} ${counterId}` : hintId}
          aria-autocomplete={mentionSource ? 'list' : undefined}
          aria-controls={mentionSource && listOpen ? listboxId : undefined}
          aria-activedescendant={listOpen ? mentionOptionId(listboxId, mentions.activeIndex) : undefined}
          onChange={(event) => {
            onChange(event.target.value)
            track(event)
            if (event.target.value) onTyping?.()
          }}
          onSelect={track}
          onKeyDown={onKeyDown}
          onPaste={uploads.onPaste}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          className="block max-h-48 min-h-8 w-full resize-none bg-transparent px-1 py-1 text-sm placeholder:text-muted-foreground focus:outline-none disabled:cursor-not-allowed"
        />
        <Button
          type="button"
          size="icon-sm"
          className="shrink-0"
          aria-label={sendLabel}
          title={uploads.busy ? t('composer.waiting') : undefined}
          aria-busy={uploads.busy || undefined}
          disabled={disabled || uploads.busy || !value.trim()}
          onClick={submit}
        >
          <SendHorizontal aria-hidden />
        </Button>
      </div>
      <p id={hintId} className="sr-only">
        {t('composer.hint')}
        {onEditLast ? ` ${t('composer.hintEditLast')}` : ''}
      </p>
      {nearLimit ? (
        <div className="mt-1 flex justify-end text-xs text-muted-foreground">
          <CharacterCounter id={counterId} length={value.length} max={maxLength} />
        </div>
      ) : null}
      {listOpen ? (
        <MentionListbox
          id={listboxId}
          candidates={mentions.candidates}
          activeIndex={mentions.activeIndex}
          onActivate={mentions.setActiveIndex}
          onPick={mentions.pick}
          placement="above"
        />
      ) : null}
      {mentionHint ? <MentionHint placement="above">{mentionHint}</MentionHint> : null}
      <p className="sr-only" aria-live="polite">
        {listOpen ? t('composer.found', { count: mentions.candidates.length }) : ''}
      </p>
    </div>
  )
}
