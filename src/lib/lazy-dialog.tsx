import * as React from 'react'

/**
 * `React.lazy` for a dialog whose code (often a form with zod and react-hook-form) should load when it first
 * opens instead of with the page: render it inside <MountWhenOpened>. `preload()` fetches the code early (call
 * it when the menu or button that opens the dialog is reached).
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<React.ComponentType<Props>>) {
  let loading: Promise<React.ComponentType<Props>> | null = null
  const preload = () => {
    loading ??= load()
    return loading
  }
  return Object.assign(
    React.lazy(async () => ({ default: await preload() })),
    { preload },
  )
}

/**
 * Renders its (lazily loaded) dialog from the first time `open` is true, and keeps it mounted after, so that it
 * closes like an eager one.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: React.ReactNode }) {
  const [opened, setOpened] = React.useState(open)
  if (open && !opened) setOpened(true)
  if (!opened && !open) return null
  return <React.Suspense fallback={null}>{children}</React.Suspense>
}
