import * as React from 'react'
import { applyTextEdit, type TextEdit } from './text-edits'

function assignRef<T>(ref: React.Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value)
  else if (ref) (ref as React.RefObject<T | null>).current = value
}

/**
 * The editor's textarea handle (shared with the caller's `ref`) and `applyEdit`, which makes an edit as if it
 * were typed: `document.execCommand('insertText')` keeps the browser's undo history and fires the input event
 * that reaches onChange. Where the browser refuses, the edit goes through onChange and the selection is put
 * back after React has rendered the new value.
 */
export function useTextareaEdits(
  value: string,
  onChange: (value: string) => void,
  forwardedRef: React.Ref<HTMLTextAreaElement> | undefined,
) {
  const textareaRef = React.useRef<HTMLTextAreaElement | null>(null)
  const pendingSelection = React.useRef<[number, number] | null>(null)

  const setTextarea = React.useCallback(
    (element: HTMLTextAreaElement | null) => {
      textareaRef.current = element
      assignRef(forwardedRef, element)
    },
    [forwardedRef],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new value on purpose
  React.useLayoutEffect(() => {
    const selection = pendingSelection.current
    const textarea = textareaRef.current
    if (!selection || !textarea) return
    pendingSelection.current = null
    textarea.setSelectionRange(selection[0], selection[1])
  }, [value])

  const applyEdit = (edit: TextEdit): HTMLTextAreaElement | null => {
    const textarea = textareaRef.current
    if (!textarea) return null
    textarea.focus()
    textarea.setSelectionRange(edit.from, edit.to)
    const before = textarea.value
    let applied = false
    try {
      applied =
        edit.insert === ''
          ? document.execCommand('delete')
          : document.execCommand('insertText', false, edit.insert)
    } catch {
      applied = false
    }
    if (applied && textarea.value !== before) {
      textarea.setSelectionRange(edit.selectionStart, edit.selectionEnd)
    } else {
      pendingSelection.current = [edit.selectionStart, edit.selectionEnd]
      onChange(applyTextEdit(before, edit))
    }
    return textarea
  }

  return { textareaRef, setTextarea, applyEdit }
}
