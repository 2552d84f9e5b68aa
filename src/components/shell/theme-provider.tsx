import * as React from 'react'
import { isThemeChoice, THEME_STORAGE_KEY, type ThemeChoice } from '~/lib/theme'

type ThemeContextValue = {
  choice: ThemeChoice
  resolved: 'light' | 'dark'
  setChoice: (choice: ThemeChoice) => void
}

const ThemeContext = React.createContext<ThemeContextValue | null>(null)

function systemPrefersDark() {
  return window.matchMedia('(prefers-color-scheme: dark)').matches
}

function applyTheme(resolved: 'light' | 'dark') {
  const root = document.documentElement
  root.classList.toggle('dark', resolved === 'dark')
  root.style.colorScheme = resolved
}

export function ThemeProvider({ children }: { children: React.ReactNode }) {
  // The server cannot know the choice; the boot script has already painted the right theme, and the
  // effects below sync React's state with it after hydration. Nothing is applied until the stored choice is
  // read (null until then): applying "system" first set a page whose stored choice is not the system's to
  // the other theme and back (within one task today, so unpainted; a flash if that ever changes).
  const [choice, setChoiceState] = React.useState<ThemeChoice | null>(null)
  const [resolved, setResolved] = React.useState<'light' | 'dark'>('light')

  React.useEffect(() => {
    const stored = localStorage.getItem(THEME_STORAGE_KEY)
    setChoiceState(isThemeChoice(stored) ? stored : 'system')
  }, [])

  React.useEffect(() => {
    if (choice === null) return
    const update = () => {
      const next = choice === 'system' ? (systemPrefersDark() ? 'dark' : 'light') : choice
      setResolved(next)
      applyTheme(next)
    }
    update()
    if (choice !== 'system') return
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    media.addEventListener('change', update)
    return () => media.removeEventListener('change', update)
  }, [choice])

  const setChoice = React.useCallback((next: ThemeChoice) => {
    if (next === 'system') localStorage.removeItem(THEME_STORAGE_KEY)
    else localStorage.setItem(THEME_STORAGE_KEY, next)
    setChoiceState(next)
  }, [])

  const value = React.useMemo(
    () => ({ choice: choice ?? 'system', resolved, setChoice }),
    [choice, resolved, setChoice],
  )
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>
}

export function useTheme(): ThemeContextValue {
  const context = React.useContext(ThemeContext)
  if (!context) throw new Error('useTheme must be used inside ThemeProvider')
  return context
}
