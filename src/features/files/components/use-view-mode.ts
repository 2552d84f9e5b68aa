import * as React from 'react'

export type FilesViewMode = 'list' | 'grid'
const STORAGE_KEY = 'parley:files-view'

/** List or grid, remembered in this browser (read after hydration so the server's list never mismatches). */
export function useViewMode(): [FilesViewMode, (mode: FilesViewMode) => void] {
  const [mode, setMode] = React.useState<FilesViewMode>('list')
  React.useEffect(() => {
    try {
      const stored = window.localStorage.getItem(STORAGE_KEY)
      if (stored === 'grid' || stored === 'list') setMode(stored)
    } catch {
      // Storage may be unavailable (privacy settings): the list it is.
    }
  }, [])
  const choose = React.useCallback((next: FilesViewMode) => {
    setMode(next)
    try {
      window.localStorage.setItem(STORAGE_KEY, next)
    } catch {
      // Not remembered, still shown.
    }
  }, [])
  return [mode, choose]
}
