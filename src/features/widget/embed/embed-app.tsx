/** @jsxImportSource preact */
import { useCallback, useEffect, useMemo, useRef, useState } from 'preact/hooks'
import {
  acceptHostMessage,
  type EmbedMessage,
  type WidgetPerson,
  type WidgetTab,
} from '~/lib/widget-protocol'
import type { EmbedConfig } from '../embed-config'
import { ApiError, createApi } from './embed-api'
import type { EmbedContext } from './embed-context'
import { t } from './embed-i18n'
import { FeedbackPanel } from './feedback-panel'
import { UpdatesPanel } from './updates-panel'

const TAB_LABELS = { feedback: 'tab.feedback', updates: 'tab.updates' } as const satisfies Record<
  WidgetTab,
  string
>

function lastSeenKey(config: EmbedConfig) {
  return `parley-widget:${config.org}/${config.project}:updates-seen`
}

function readLastSeen(config: EmbedConfig): string | null {
  try {
    return localStorage.getItem(lastSeenKey(config))
  } catch {
    return null
  }
}

export function EmbedApp({ config }: { config: EmbedConfig }) {
  const [person, setPerson] = useState<WidgetPerson | null>(null)
  const api = useMemo(
    () =>
      createApi(config.apiBase, `parley-widget:${config.org}/${config.project}:session`, () =>
        setPerson(null),
      ),
    [config],
  )
  const [tab, setTab] = useState<WidgetTab>(config.tabs[0] ?? 'feedback')
  const [boards, setBoards] = useState<{ id: string; name: string }[]>([])
  const [openItem, setOpenItem] = useState<{ id: string; seq: number } | null>(null)
  const [latestUpdate, setLatestUpdate] = useState<string | null>(null)
  const [lastSeen, setLastSeen] = useState<string | null>(() => readLastSeen(config))
  const [message, setMessage] = useState('')
  const [focusRequest, setFocusRequest] = useState(0)
  const tabRefs = useRef<Record<string, HTMLButtonElement | null>>({})
  const framed = window.parent !== window

  const post = useCallback(
    (data: EmbedMessage) => {
      if (framed) window.parent.postMessage(data, config.host)
    },
    [config.host, framed],
  )
  const announce = useCallback((text: string) => {
    // Cleared first so that the same sentence twice is announced twice.
    setMessage('')
    setTimeout(() => setMessage(text), 50)
  }, [])

  const unread =
    latestUpdate !== null && (lastSeen === null || Date.parse(lastSeen) < Date.parse(latestUpdate))

  // Ready as soon as the app runs: the launcher appears on the host page. Then what needs the network.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on start
  useEffect(() => {
    post({ parley: 1, type: 'ready', launcher: config.launcher, unread: false, label: t('tab.feedback') })
    api
      .config()
      .then((remote) => {
        setBoards(remote.boards)
        setPerson(remote.person)
        if (!remote.person && api.hasSession()) api.forget()
      })
      .catch(() => {})
    if (config.tabs.includes('updates')) {
      api
        .updates()
        .then((page) => setLatestUpdate(page.latestPublishedAt))
        .catch(() => {})
    }
  }, [])

  useEffect(() => {
    post({ parley: 1, type: 'unread', unread })
  }, [unread, post])

  // Looking at the updates marks them seen: in the frame's own storage where the browser allows it, and in the
  // host page's (through the loader), which a third-party frame always has.
  useEffect(() => {
    if (tab !== 'updates' || !latestUpdate) return
    try {
      localStorage.setItem(lastSeenKey(config), latestUpdate)
    } catch {}
    post({ parley: 1, type: 'seen', at: latestUpdate })
  }, [tab, latestUpdate, config, post])

  // The host page's commands, from the exact window that framed us at the exact origin we were framed for.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      const data = acceptHostMessage(event, { origin: config.host, source: window.parent })
      if (!data || !framed) return
      switch (data.type) {
        case 'identify':
          api
            .identify(data.token)
            .then((who) => {
              setPerson(who)
              post({ parley: 1, type: 'identified', person: who })
            })
            .catch((error: unknown) => {
              api.forget()
              setPerson(null)
              const refused = error instanceof ApiError ? error : null
              post({
                parley: 1,
                type: 'error',
                code: refused?.code ?? 'identify_failed',
                message: refused?.message ?? 'The person could not be identified.',
              })
            })
          return
        case 'logout':
          setPerson(null)
          void api.logout()
          return
        case 'open':
          if (data.tab && config.tabs.includes(data.tab)) setTab(data.tab)
          if (data.item && config.tabs.includes('feedback')) {
            setTab('feedback')
            setOpenItem({ id: data.item, seq: Date.now() })
          }
          setFocusRequest((n) => n + 1)
          return
        case 'close':
          // The panel is hidden on the host's side; the next open starts where this one left off.
          if (tab === 'updates' && latestUpdate) setLastSeen(latestUpdate)
          return
        case 'theme':
          document.documentElement.dataset.theme = data.theme
          return
        case 'seen':
          setLastSeen((previous) =>
            previous && Date.parse(previous) > Date.parse(data.at) ? previous : data.at,
          )
          return
      }
    }
    window.addEventListener('message', onMessage)
    return () => window.removeEventListener('message', onMessage)
  }, [api, config, framed, post, tab, latestUpdate])

  // Escape anywhere in the frame closes the panel; the loader puts focus back on the launcher.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) post({ parley: 1, type: 'close' })
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [post])

  // Opening moves focus into the frame: to the current tab, or the first control of the panel.
  useEffect(() => {
    if (focusRequest === 0) return
    const target =
      tabRefs.current[tab] ??
      document.querySelector<HTMLElement>('main input, main button, main a, main [tabindex="-1"]')
    target?.focus()
  }, [focusRequest, tab])

  const selectTab = (next: WidgetTab) => {
    if (tab === 'updates' && next !== 'updates' && latestUpdate) setLastSeen(latestUpdate)
    setTab(next)
  }
  const onTabKey = (event: KeyboardEvent) => {
    const tabs = config.tabs
    const index = tabs.indexOf(tab)
    let next: WidgetTab | undefined
    // Arrows follow the reading direction: right to left, ArrowLeft is the next tab.
    const forward = document.documentElement.dir === 'rtl' ? 'ArrowLeft' : 'ArrowRight'
    const backward = forward === 'ArrowLeft' ? 'ArrowRight' : 'ArrowLeft'
    if (event.key === forward) next = tabs[(index + 1) % tabs.length]
    else if (event.key === backward) next = tabs[(index - 1 + tabs.length) % tabs.length]
    else if (event.key === 'Home') next = tabs[0]
    else if (event.key === 'End') next = tabs[tabs.length - 1]
    if (!next) return
    event.preventDefault()
    selectTab(next)
    tabRefs.current[next]?.focus()
  }

  const hostName = (() => {
    try {
      return new URL(config.host).host
    } catch {
      return config.host
    }
  })()
  const context: EmbedContext = { config, api, person, post, announce, hostName }

  const panel =
    tab === 'feedback' ? (
      <FeedbackPanel context={context} boards={boards} openItem={openItem} />
    ) : (
      <UpdatesPanel context={context} lastSeen={lastSeen} />
    )

  return (
    <div class="app">
      <header class="top">
        <div class="top-row">
          <h1 class="project">{config.projectName}</h1>
          {framed ? (
            <button
              type="button"
              class="icon-button"
              aria-label={t('app.close')}
              onClick={() => post({ parley: 1, type: 'close' })}
            >
              <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  stroke-width="2"
                  stroke-linecap="round"
                />
              </svg>
            </button>
          ) : null}
        </div>
        {config.tabs.length > 1 ? (
          <div class="tabs" role="tablist" aria-label={t('app.sections')}>
            {config.tabs.map((name) => (
              <button
                key={name}
                ref={(element) => {
                  tabRefs.current[name] = element
                }}
                type="button"
                role="tab"
                id={`tab-${name}`}
                aria-selected={tab === name}
                aria-controls={tab === name ? `panel-${name}` : undefined}
                tabIndex={tab === name ? 0 : -1}
                class="tab"
                onClick={() => selectTab(name)}
                onKeyDown={onTabKey}
              >
                {t(TAB_LABELS[name])}
                {name === 'updates' && unread ? (
                  <>
                    <span class="tab-dot" aria-hidden="true" />
                    <span class="sr-only"> {t('app.new')}</span>
                  </>
                ) : null}
              </button>
            ))}
          </div>
        ) : null}
      </header>
      <main class="body">
        {config.tabs.length > 1 ? (
          <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`}>
            {panel}
          </div>
        ) : (
          panel
        )}
      </main>
      <div class="sr-only" role="status" aria-live="polite">
        {message}
      </div>
    </div>
  )
}
