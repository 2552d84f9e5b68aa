import * as React from 'react'

/** Room left below the pane (the page's bottom padding). */
const BOTTOM_GAP_PX = 16
const MIN_HEIGHT_PX = 320

/**
 * Sizes a pane to fill the visible viewport below where it starts, so that the message list scrolls inside
 * it and the composer stays at the bottom of the screen. The visual viewport shrinks when an on-screen
 * keyboard opens: the pane shrinks with it, and the composer stays above the keyboard.
 */
export function useFillViewport<T extends HTMLElement>(): React.RefCallback<T> {
  const cleanup = React.useRef<(() => void) | null>(null)
  return React.useCallback((element: T | null) => {
    cleanup.current?.()
    cleanup.current = null
    if (!element) return
    const viewport = window.visualViewport
    const fitToViewport = () => {
      const top = element.getBoundingClientRect().top + window.scrollY
      const visible = viewport?.height ?? window.innerHeight
      element.style.height = `${Math.max(MIN_HEIGHT_PX, visible - top - BOTTOM_GAP_PX)}px`
    }
    fitToViewport()
    viewport?.addEventListener('resize', fitToViewport)
    window.addEventListener('resize', fitToViewport)
    cleanup.current = () => {
      viewport?.removeEventListener('resize', fitToViewport)
      window.removeEventListener('resize', fitToViewport)
    }
  }, [])
}
