import * as React from 'react'
import { cn } from '~/lib/cn'

type DialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: React.ReactNode
  children: React.ReactNode
  /** Its greatest width: the default suits a form; previews and version lists take more room. */
  width?: DialogWidth
  /** Adds to the dialog's classes; its width comes from `width` (`cn` does not resolve conflicts). */
  className?: string
}

const WIDTHS = { lg: 'max-w-lg', xl: 'max-w-xl', '2xl': 'max-w-2xl', '5xl': 'max-w-5xl' } as const
type DialogWidth = keyof typeof WIDTHS

/**
 * A modal built on the native <dialog>: focus is trapped, Escape closes it and the page behind is inert.
 * Content is rendered only while open, so forms inside start fresh each time.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = 'lg',
  className,
}: DialogProps) {
  const dialogRef = React.useRef<HTMLDialogElement>(null)
  const titleId = React.useId()
  const descriptionId = React.useId()

  React.useEffect(() => {
    const dialog = dialogRef.current
    if (!dialog) return
    if (open && !dialog.open) dialog.showModal()
    if (!open && dialog.open) dialog.close()
  }, [open])

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click mirrors Escape, which <dialog> already handles.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        if (event.target === event.currentTarget) onOpenChange(false)
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] rounded-xl border border-border bg-card p-0 text-foreground shadow-xl backdrop:bg-black/50',
        WIDTHS[width],
        className,
      )}
    >
      {open ? (
        <div className="p-6">
          <h2 id={titleId} className="text-lg font-semibold">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="mt-1 text-sm text-muted-foreground">
              {description}
            </div>
          ) : null}
          <div className="mt-4">{children}</div>
        </div>
      ) : null}
    </dialog>
  )
}
