/**
 * widget.js: the loader a host site pastes (docs/widget.md, "Embedding"):
 *
 *   <script src="https://parley.example/widget.js" data-parley-project="acme/roadmap" async></script>
 *
 * Built on its own as one small classic script (vite.widget.ts; budget 8 KiB of gzip, scripts/js-budget.mjs).
 * It adds nothing to the host page but one element whose open shadow root holds the launcher and the iframe, so
 * no style of ours reaches the page and none of the page's reaches us (`:host { all: initial }`). The launcher
 * shows only once the iframe says `ready`: on a site that is not an allowed origin the embed page answers 404 or
 * is refused by its `frame-ancestors`, never says ready, and nothing shows.
 */
import {
  acceptEmbedMessage,
  type EmbedMessage,
  type HostMessage,
  isWidgetTheme,
  type LauncherSettings,
  type WidgetTab,
} from '~/lib/widget-protocol'

type Handler = (detail?: unknown) => void
type Command = [string, ...unknown[]]
type ParleyFunction = ((...args: unknown[]) => unknown) & { q?: ArrayLike<unknown>[]; loaded?: boolean }

const EVENTS = ['ready', 'open', 'close', 'feedback:created', 'vote', 'error', 'identified', 'unread']
const PROJECT_PATTERN = /^([a-z0-9][a-z0-9-]*)\/([a-z0-9][a-z0-9-]*)$/i
/** How long the iframe may take to say ready before the page gets an error event. */
const READY_TIMEOUT_MS = 15_000

const STYLES = `
:host{all:initial}
*{box-sizing:border-box}
.launcher{position:fixed;bottom:20px;z-index:2147483000;display:inline-flex;align-items:center;gap:8px;
height:48px;padding:0 18px;border:0;border-radius:24px;font:600 15px/1 system-ui,-apple-system,"Segoe UI",sans-serif;
cursor:pointer;box-shadow:0 4px 14px rgba(0,0,0,.25)}
.launcher[hidden],.panel[hidden]{display:none}
.launcher:focus-visible{outline:3px solid #2563eb;outline-offset:3px}
.left{left:20px}.right{right:20px}
.dot{position:absolute;top:6px;right:8px;width:10px;height:10px;border-radius:50%;background:#dc2626;
box-shadow:0 0 0 2px #fff}
.panel{position:fixed;bottom:80px;z-index:2147483001;width:400px;height:min(640px,calc(100vh - 100px));
border-radius:12px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.3);background:#fff}
iframe{display:block;width:100%;height:100%;border:0}
@media (max-width:480px){.panel{inset:0;width:100%;height:100%;border-radius:0}}
`

const ICON =
  '<svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>'

/** Black or white text, whichever reads better on the launcher's colour (WCAG relative luminance). */
function textColourOn(hex: string): string {
  const channel = (offset: number) => {
    const value = Number.parseInt(hex.slice(offset, offset + 2), 16) / 255
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4
  }
  const luminance = 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5)
  return luminance > 0.179 ? '#000' : '#fff'
}

function start(script: HTMLScriptElement) {
  const parleyOrigin = new URL(script.src).origin
  const project = PROJECT_PATTERN.exec(script.getAttribute('data-parley-project') ?? '')
  const existing = (window as unknown as { Parley?: ParleyFunction }).Parley
  const queued = Array.from(existing?.q ?? [], (args) => Array.from(args) as Command)
  const handlers = new Map<string, Handler[]>()
  const emit = (event: string, detail?: unknown) => {
    for (const handler of handlers.get(event) ?? []) {
      try {
        handler(detail)
      } catch (error) {
        // A host's handler that throws must not stop the others, nor the widget.
        setTimeout(() => {
          throw error
        })
      }
    }
  }

  if (!project) {
    console.warn('Parley widget: data-parley-project must be "{team}/{project}"')
    return
  }
  const themeAttribute = script.getAttribute('data-parley-theme')
  const theme = isWidgetTheme(themeAttribute) ? themeAttribute : 'auto'

  const host = document.createElement('div')
  host.setAttribute('data-parley-widget', '')
  const root = host.attachShadow({ mode: 'open' })
  root.innerHTML = `<style>${STYLES}</style><button class="launcher right" type="button" aria-expanded="false" hidden>${ICON}<span>Feedback</span><span class="dot" aria-hidden="true" hidden></span></button><div class="panel right" hidden></div>`
  const launcher = root.querySelector('button') as HTMLButtonElement
  const label = launcher.querySelector('span') as HTMLSpanElement
  const dot = root.querySelector('.dot') as HTMLSpanElement
  const panel = root.querySelector('.panel') as HTMLDivElement
  const iframe = document.createElement('iframe')
  const [, org, slug] = project
  const params = new URLSearchParams({ host: location.origin, theme })
  // The host page's language, when it says so (data-parley-language="de"): the frame speaks it.
  const language = script.getAttribute('data-parley-language')
  if (language && /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(language)) params.set('lang', language)
  iframe.src = `${parleyOrigin}/embed/@${org}/${slug}?${params}`
  iframe.title = 'Feedback widget'
  // The panel is not shown until opened; the frame loads meanwhile so that opening is instant.
  iframe.setAttribute('loading', 'eager')
  panel.id = 'parley-panel'
  launcher.setAttribute('aria-controls', panel.id)
  panel.setAttribute('role', 'dialog')
  panel.setAttribute('aria-label', 'Feedback')
  panel.append(iframe)

  // When the person last looked at the updates, kept in the host page's own storage (see `seen`).
  const seenKey = `parley-widget:${org}/${slug}:updates-seen`
  let ready = false
  let open = false
  // An `open` asked for before the frame was ready happens once it is.
  let waitingOpen: { tab?: WidgetTab; item?: string } | null = null
  const waiting: HostMessage[] = []
  const send = (message: HostMessage) => {
    if (!ready) waiting.push(message)
    else iframe.contentWindow?.postMessage(message, parleyOrigin)
  }

  const setOpen = (
    next: boolean,
    options: { tab?: WidgetTab; item?: string; restoreFocus?: boolean } = {},
  ) => {
    if (!ready) return
    if (next) {
      send({ parley: 1, type: 'open', tab: options.tab, item: options.item })
      if (open) return
      open = true
      panel.hidden = false
      launcher.setAttribute('aria-expanded', 'true')
      iframe.focus()
      emit('open')
    } else if (open) {
      open = false
      panel.hidden = true
      launcher.setAttribute('aria-expanded', 'false')
      send({ parley: 1, type: 'close' })
      if (options.restoreFocus !== false) launcher.focus()
      emit('close')
    }
  }

  const showLauncher = (settings: LauncherSettings) => {
    const side = settings.position === 'left' ? 'left' : 'right'
    launcher.className = `launcher ${side}`
    panel.className = `panel ${side}`
    const colour = /^#[0-9a-f]{6}$/i.test(settings.colour) ? settings.colour : '#4f46e5'
    launcher.style.background = colour
    launcher.style.color = textColourOn(colour)
    launcher.hidden = false
  }

  const onMessage = (event: MessageEvent) => {
    const message: EmbedMessage | null = acceptEmbedMessage(event, {
      origin: parleyOrigin,
      source: iframe.contentWindow,
    })
    if (!message) return
    switch (message.type) {
      case 'ready': {
        clearTimeout(readyTimer)
        const first = !ready
        ready = true
        showLauncher(message.launcher)
        if (typeof message.label === 'string' && message.label) {
          label.textContent = message.label.slice(0, 40)
          panel.setAttribute('aria-label', label.textContent)
        }
        dot.hidden = !message.unread
        if (first) {
          let seen: string | null = null
          try {
            seen = localStorage.getItem(seenKey)
          } catch {}
          if (seen) send({ parley: 1, type: 'seen', at: seen })
          for (const waitingMessage of waiting.splice(0)) send(waitingMessage)
          emit('ready')
        }
        return
      }
      case 'unread':
        dot.hidden = !message.unread
        emit('unread', { unread: message.unread })
        return
      case 'seen':
        try {
          localStorage.setItem(seenKey, message.at)
        } catch {}
        return
      case 'close':
        setOpen(false)
        return
      case 'identified':
        emit('identified', { person: message.person })
        return
      case 'error':
        emit('error', { code: message.code, message: message.message })
        return
      case 'feedback:created':
        emit('feedback:created', { item: message.item })
        return
      case 'vote':
        emit('vote', { item: message.item, voted: message.voted, votes: message.votes })
        return
    }
  }
  window.addEventListener('message', onMessage)

  const readyTimer = setTimeout(() => {
    emit('error', {
      code: 'widget_unavailable',
      message: `The Parley widget did not load. Is ${location.origin} one of the widget's allowed origins?`,
    })
  }, READY_TIMEOUT_MS)

  launcher.addEventListener('click', () => setOpen(!open))
  // Escape while focus is on the host's side of the widget (the launcher, the panel's frame element); inside
  // the frame the embed app sends `close` itself.
  root.addEventListener('keydown', (event) => {
    if ((event as KeyboardEvent).key === 'Escape' && open) setOpen(false)
  })

  const run = (command: unknown, ...args: unknown[]) => {
    const options = (args[0] ?? {}) as { token?: unknown; tab?: unknown; item?: unknown; theme?: unknown }
    switch (command) {
      case 'identify':
        if (typeof options.token === 'string' && options.token) {
          send({ parley: 1, type: 'identify', token: options.token })
        } else {
          emit('error', { code: 'invalid_token', message: "Parley('identify', { token }) needs a token" })
        }
        return
      case 'logout':
        send({ parley: 1, type: 'logout' })
        return
      case 'open': {
        const tab = options.tab === 'feedback' || options.tab === 'updates' ? options.tab : undefined
        const item = typeof options.item === 'string' ? options.item : undefined
        if (ready) setOpen(true, { tab, item })
        else waitingOpen = { tab, item }
        return
      }
      case 'close':
        setOpen(false, { restoreFocus: false })
        return
      case 'theme':
        if (isWidgetTheme(options.theme)) send({ parley: 1, type: 'theme', theme: options.theme })
        return
      case 'on':
      case 'off': {
        const [event, handler] = args as [string, Handler]
        if (!EVENTS.includes(event) || typeof handler !== 'function') return
        const list = handlers.get(event) ?? []
        handlers.set(event, command === 'on' ? [...list, handler] : list.filter((h) => h !== handler))
        return
      }
      default:
        console.warn(`Parley widget: unknown command ${String(command)}`)
    }
  }
  const parley: ParleyFunction = (...args: unknown[]) => run(args[0], ...args.slice(1))
  parley.loaded = true
  ;(window as unknown as { Parley: ParleyFunction }).Parley = parley
  // Handlers first, so that a queued `on('ready')` hears it whatever order the page queued its calls in.
  for (const command of queued.filter(([name]) => name === 'on')) run(...command)
  for (const command of queued.filter(([name]) => name !== 'on')) run(...command)
  handlers.set('ready', [
    ...(handlers.get('ready') ?? []),
    () => {
      if (waitingOpen) setOpen(true, waitingOpen)
      waitingOpen = null
    },
  ])

  const attach = () => document.body.append(host)
  if (document.body) attach()
  else document.addEventListener('DOMContentLoaded', attach)
}

const current = document.currentScript as HTMLScriptElement | null
if (current?.src && !(window as unknown as { Parley?: ParleyFunction }).Parley?.loaded) start(current)
