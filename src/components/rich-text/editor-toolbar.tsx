import { Bold, Code, Italic, Link, List, Paperclip, TextQuote } from 'lucide-react'
import * as React from 'react'
import { useCommonText } from '~/components/ui/use-common-text'
import { useReadyControls } from '~/components/ui/use-ready-control'
import { cn } from '~/lib/cn'
import type { MessageKey } from '~/lib/i18n/catalogue'
import type { FormatCommand } from './format-commands'

type ToolbarButton = {
  command: FormatCommand
  /** Its name: the `common` message, and its English outside the app (useCommonText). */
  labelKey: MessageKey<'common'>
  label: string
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  /** The letter of its Ctrl/⌘ shortcut. */
  key?: string
}

export const toolbarButtons: ToolbarButton[] = [
  { command: 'bold', labelKey: 'editor.bold', label: 'Bold', icon: Bold, key: 'B' },
  { command: 'italic', labelKey: 'editor.italic', label: 'Italic', icon: Italic, key: 'I' },
  { command: 'link', labelKey: 'editor.link', label: 'Link', icon: Link, key: 'K' },
  { command: 'code', labelKey: 'editor.code', label: 'Code', icon: Code },
  { command: 'list', labelKey: 'editor.list', label: 'Bulleted list', icon: List },
  { command: 'quote', labelKey: 'editor.quote', label: 'Quote', icon: TextQuote },
]

/** The command bound to Ctrl/⌘ + this key, if any. */
export function shortcutCommand(key: string): FormatCommand | undefined {
  return toolbarButtons.find((button) => button.key?.toLowerCase() === key.toLowerCase())?.command
}

type EditorToolbarProps = {
  controls: string
  disabled: boolean
  onCommand: (command: FormatCommand) => void
  /** Shows "Attach files" (last in the toolbar), which opens the file picker. */
  onAttach?: () => void
}

type ToolbarItem = { id: string; label: string; icon: ToolbarButton['icon']; key?: string; run: () => void }

/**
 * The formatting buttons, as an ARIA toolbar: one tab stop, arrow keys (and Home/End) move between them (the
 * arrows in the reading direction: right to left, ArrowLeft moves on).
 * Pressing a button keeps the textarea's selection (mouse down does not take focus from it).
 */
export function EditorToolbar({ controls, disabled, onCommand, onAttach }: EditorToolbarProps) {
  const ready = useReadyControls()
  const { t } = useCommonText()
  const [focusIndex, setFocusIndex] = React.useState(0)
  const buttonsRef = React.useRef<Array<HTMLButtonElement | null>>([])
  const items: ToolbarItem[] = toolbarButtons.map((button) => ({
    id: button.command,
    label: t(button.labelKey, button.label),
    icon: button.icon,
    key: button.key,
    run: () => onCommand(button.command),
  }))
  if (onAttach)
    items.push({ id: 'attach', label: t('editor.attach', 'Attach files'), icon: Paperclip, run: onAttach })

  const moveFocus = (event: React.KeyboardEvent) => {
    const last = items.length - 1
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight'
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft'
    const next =
      event.key === forward
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === backward
          ? focusIndex === 0
            ? last
            : focusIndex - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null
    if (next === null) return
    event.preventDefault()
    setFocusIndex(next)
    buttonsRef.current[next]?.focus()
  }

  return (
    <div
      role="toolbar"
      aria-label={t('editor.formatting', 'Formatting')}
      aria-controls={controls}
      onKeyDown={moveFocus}
      className="flex items-center gap-0.5"
    >
      {items.map((button, index) => {
        const Icon = button.icon
        return (
          <button
            key={button.id}
            ref={(element) => {
              buttonsRef.current[index] = element
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            {...ready(
              disabled,
              button.key
                ? t('editor.withShortcut', `${button.label} (Ctrl+${button.key} or ⌘${button.key})`, {
                    label: button.label,
                    key: button.key,
                  })
                : button.label,
            )}
            aria-label={button.label}
            aria-keyshortcuts={button.key ? `Control+${button.key} Meta+${button.key}` : undefined}
            onMouseDown={(event) => event.preventDefault()}
            onFocus={() => setFocusIndex(index)}
            onClick={button.run}
            className="inline-flex size-8 items-center justify-center rounded text-muted-foreground hover:bg-muted hover:text-foreground disabled:pointer-events-none disabled:opacity-50"
          >
            <Icon className="size-4" aria-hidden />
          </button>
        )
      })}
    </div>
  )
}

export type EditorMode = 'write' | 'preview'

/** The Write / Preview switch: two toggle buttons, the pressed one is the current mode. */
export function EditorModeSwitch({
  mode,
  disabled,
  onChange,
}: {
  mode: EditorMode
  disabled: boolean
  onChange: (mode: EditorMode) => void
}) {
  const ready = useReadyControls()
  const { t } = useCommonText()
  return (
    <div className="flex items-center gap-0.5">
      {(['write', 'preview'] as const).map((option) => (
        <button
          key={option}
          type="button"
          aria-pressed={mode === option}
          {...ready(disabled)}
          onClick={() => onChange(option)}
          className={cn(
            'h-8 rounded px-2.5 text-sm font-medium disabled:pointer-events-none',
            mode === option ? 'bg-muted text-foreground' : 'text-muted-foreground hover:text-foreground',
          )}
        >
          {option === 'write' ? t('editor.write', 'Write') : t('editor.preview', 'Preview')}
        </button>
      ))}
    </div>
  )
}
