import { Bold, Code, Italic, Link, List, Paperclip, TextQuote } from 'lucide-react'
import * as React from 'react'
import { readyControl, useHydrated } from '~/lib/hydration'
import type { FormatCommand } from './text-edits'

type ToolbarButton = {
  command: FormatCommand
  label: string
  icon: React.ComponentType<{ className?: string; 'aria-hidden'?: boolean }>
  /** The letter of its Ctrl/⌘ shortcut. */
  key?: string
}

export const toolbarButtons: ToolbarButton[] = [
  { command: 'bold', label: 'Bold', icon: Bold, key: 'B' },
  { command: 'italic', label: 'Italic', icon: Italic, key: 'I' },
  { command: 'link', label: 'Link', icon: Link, key: 'K' },
  { command: 'code', label: 'Code', icon: Code },
  { command: 'list', label: 'Bulleted list', icon: List },
  { command: 'quote', label: 'Quote', icon: TextQuote },
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
 * The formatting buttons, as an ARIA toolbar: one tab stop, arrow keys (and Home/End) move between them.
 * Pressing a button keeps the textarea's selection (mouse down does not take focus from it).
 */
export function EditorToolbar({ controls, disabled, onCommand, onAttach }: EditorToolbarProps) {
  const hydrated = useHydrated()
  const [focusIndex, setFocusIndex] = React.useState(0)
  const buttonsRef = React.useRef<Array<HTMLButtonElement | null>>([])
  const items: ToolbarItem[] = toolbarButtons.map((button) => ({
    id: button.command,
    label: button.label,
    icon: button.icon,
    key: button.key,
    run: () => onCommand(button.command),
  }))
  if (onAttach) items.push({ id: 'attach', label: 'Attach files', icon: Paperclip, run: onAttach })

  const moveFocus = (event: React.KeyboardEvent) => {
    const last = items.length - 1
    const next =
      event.key === 'ArrowRight'
        ? focusIndex === last
          ? 0
          : focusIndex + 1
        : event.key === 'ArrowLeft'
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
      aria-label="Formatting"
      aria-controls={controls}
      onKeyDown={moveFocus}
      className="flex items-center gap-0.5"
    >
      {items.map((button, index) => {
        const Icon = button.icon
        const shortcut = button.key ? ` (Ctrl+${button.key} or ⌘${button.key})` : ''
        return (
          <button
            key={button.id}
            ref={(element) => {
              buttonsRef.current[index] = element
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            {...readyControl(hydrated, disabled, `${button.label}${shortcut}`)}
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
