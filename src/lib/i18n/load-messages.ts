import type { Messages, Namespace } from './catalogue'
import type { Locale } from './locales'
import { compileMessages } from './parse-message'

// Its own chunk too, loaded on the first client navigation that needs a catalogue: the map of every language's
// chunks is not part of the first load (the first page's messages come with its HTML).
const loaders = import.meta.glob<{ default: Record<string, string> }>([
  './messages/*/*.ts',
  // The server's own: mails, and the widget's embed (its page carries its messages inline).
  '!./messages/mail/*',
  '!./messages/widgetEmbed/*',
])

// Compiled once per catalogue: the server hands the same ones to every page it renders.
const compiled = new Map<string, Promise<Messages>>()

/** A namespace's messages in a language (a dynamic import: its own chunk), compiled for the renderer. */
export function loadMessages(locale: Locale, namespace: Namespace): Promise<Messages> {
  const path = `./messages/${namespace}/${locale}.ts`
  const load = loaders[path]
  if (!load) return Promise.reject(new Error(`No catalogue ${namespace}/${locale}`))
  let known = compiled.get(path)
  if (!known) {
    known = load().then((module) => compileMessages(module.default))
    known.catch(() => compiled.delete(path))
    compiled.set(path, known)
  }
  return known
}
