import fs from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { LOCALE_NAMES } from '~/lib/i18n/locales'
import { setupBrowser, waitForHydration } from '../helpers/browser'
import { setupAppServer, signInByApi } from './support'

/**
 * Key pages in every language, as a visitor and as a member: each page is read in English and in the language,
 * and no text a person reads (text, labels, placeholders, titles) may be the same in both unless it is content
 * (the demo's own words), a brand, or the language's own translation happens to be the English word. No text may
 * look like a message key (a catalogue the route forgot to load). Arabic pages are right to left, and no page
 * overflows a 375 px screen in any language (longer words, other scripts).
 */
const server = setupAppServer()
const browser = setupBrowser()

const root = path.resolve(import.meta.dirname, '../..')
const PROJECT = '/@demo/public-roadmap'
const BRANDS = new Set(['Parley', 'GitHub', 'Google', 'Markdown', 'Atom', 'RSS', 'API', 'Dana Demo'])

/**
 * Every string the demo content is written with: what the seed files say is content, in every language; with
 * the names a new project starts with (its boards, statuses, chat and discussion categories: its data, editable).
 */
const demoWords = (() => {
  const files: string[] = [
    'src/lib/feedback-rules.ts',
    'src/lib/chat-rules.ts',
    'src/lib/discussion-rules.ts',
  ]
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(relative)
      else if (/demo[^/]*\.server\.ts$/.test(entry.name) || dir.includes('demo')) files.push(relative)
    }
  }
  walk('src')
  const strings: string[] = []
  for (const file of files) {
    const text = fs.readFileSync(path.join(root, file), 'utf8')
    for (const found of text.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"|`([^`]*)`/g))
      strings.push((found[1] ?? found[2] ?? found[3] ?? '').replace(/\\n/g, '\n'))
  }
  return strings.join('\n')
})()

/** The messages of a language, as written (a text equal to one of them is translated, even if it is English). */
type Catalogue = Record<string, string>
const catalogueModules = import.meta.glob<{ default: Catalogue }>('../../src/lib/i18n/messages/*/*.ts', {
  eager: true,
})
const areas = new Set<string>()
const messagesOf = new Map<string, Set<string>>()
for (const [file, module] of Object.entries(catalogueModules)) {
  const [, area, locale] = /messages\/([^/]+)\/([^/]+)\.ts$/.exec(file) ?? []
  if (!area || !locale) continue
  areas.add(area)
  const known = messagesOf.get(locale) ?? new Set<string>()
  for (const message of Object.values(module.default)) known.add(message)
  messagesOf.set(locale, known)
}
const looksLikeKey = new RegExp(
  `^(?:${[...areas].join('|')})\\.[\\w.]+$|^[a-z]+[A-Z]\\w*\\.[a-z]\\w*(?:\\.\\w+)*$`,
)

/** The texts a person reads or hears on the page: text nodes, labels, placeholders, titles, alternatives. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate((languageNames) => {
    const found = new Set<string>()
    const add = (value: string | null | undefined) => {
      // The toasts' region is labelled with its message and the hotkey's keys ("Benachrichtigungen alt+T").
      const text = value
        ?.replace(/\s+/g, ' ')
        .trim()
        .replace(/ alt\+T$/, '')
      if (text && /\p{L}/u.test(text) && !languageNames.includes(text)) found.add(text)
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement?.closest('script, style, template, [hidden]')) continue
      add(node.textContent)
    }
    for (const element of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) add(element.getAttribute(name))
    add(document.title)
    return [...found]
  }, Object.values(LOCALE_NAMES))
}

type Visit = { pathname: string; signedIn: boolean }
type Reading = { texts: string[]; lang: string; dir: string; overflow: number }

/**
 * One browser context per language and standing (visitor or member, signed in once), reading its pages one after
 * another: the context keeps the scripts it has loaded, so each page after the first costs its own load only.
 */
function readerOf(locale: string, signedIn: boolean) {
  let ready: Promise<Page> | undefined
  let queue: Promise<unknown> = Promise.resolve()
  const pageOf = () => {
    ready ??= (async () => {
      const page = await browser.newPage({ locale, viewport: { width: 375, height: 812 } })
      if (signedIn) await signInByApi(page, server().url)
      return page
    })()
    return ready
  }
  return (pathname: string): Promise<Reading> => {
    const reading = queue.then(async () => {
      const page = await pageOf()
      const response = await page.goto(`${server().url}${pathname}`)
      expect(response?.status(), pathname).toBe(200)
      await waitForHydration(page)
      const texts = await textsOf(page)
      const [lang, dir, overflow] = await page.evaluate(() => [
        document.documentElement.lang,
        document.documentElement.dir,
        document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ])
      return { texts, lang: String(lang), dir: String(dir), overflow: Number(overflow) }
    })
    queue = reading.catch(() => {})
    return reading
  }
}

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
const demoVocabulary = new Set(wordsOf(demoWords))
const squeezed = (text: string) => text.replace(/\s+/g, ' ')
const demoText = squeezed(demoWords)

/**
 * Content rather than the interface: a brand, a slug or username, a piece of the demo's own text, or a long
 * excerpt of it (rendered from Markdown, so not found verbatim) whose every word the demo content uses.
 */
function isContent(text: string): boolean {
  // A line of content joined by separators ("Public Roadmap · Demo Team ·") is content piece by piece.
  const pieces = text.split(/\s*·\s*/).filter(Boolean)
  if (pieces.length > 1) return pieces.every(isContent)
  if (BRANDS.has(text) || /^[@#]?[\w.-]+$/.test(text)) return true
  const piece = text.replace(/…$/, '')
  if (demoText.includes(squeezed(piece))) return true
  const words = wordsOf(piece)
  return words.length >= 8 && words.every((word) => demoVocabulary.has(word))
}

const PAGES: Visit[] = [
  { pathname: '/sign-in', signedIn: false },
  { pathname: `${PROJECT}/feedback`, signedIn: false },
  { pathname: `${PROJECT}/roadmap`, signedIn: false },
  { pathname: `${PROJECT}/updates`, signedIn: false },
  { pathname: PROJECT, signedIn: true },
  { pathname: `${PROJECT}/feedback`, signedIn: true },
  { pathname: `${PROJECT}/discussions`, signedIn: true },
  { pathname: `${PROJECT}/files`, signedIn: true },
  { pathname: `${PROJECT}/chat`, signedIn: true },
  { pathname: '/@demo', signedIn: true },
  { pathname: '/home', signedIn: true },
  { pathname: '/settings', signedIn: true },
  { pathname: '/notifications', signedIn: true },
]

/** The pages every language is read on; German, Japanese and Arabic (three scripts, both directions) read them all. */
const KEY_PAGES = PAGES.filter((visit) =>
  ['/sign-in', `${PROJECT}/feedback`, `${PROJECT}/roadmap`, PROJECT].includes(visit.pathname),
)
const LANGUAGES = [
  { locale: 'de-DE', lang: 'de', dir: 'ltr', pages: PAGES },
  { locale: 'ja-JP', lang: 'ja', dir: 'ltr', pages: PAGES },
  { locale: 'ar-EG', lang: 'ar', dir: 'rtl', pages: PAGES },
  { locale: 'fr-FR', lang: 'fr', dir: 'ltr', pages: KEY_PAGES },
  { locale: 'es-ES', lang: 'es', dir: 'ltr', pages: KEY_PAGES },
  { locale: 'pt-BR', lang: 'pt-BR', dir: 'ltr', pages: KEY_PAGES },
]

describe('key pages in every language', () => {
  // Each page in English once, for every language to be compared with (read while the first language is).
  const english = new Map<string, Promise<Set<string>>>()
  const englishReaders = new Map<boolean, ReturnType<typeof readerOf>>()
  const englishOf = (visit: Visit) => {
    const key = `${visit.signedIn}:${visit.pathname}`
    let texts = english.get(key)
    if (!texts) {
      let reader = englishReaders.get(visit.signedIn)
      if (!reader) {
        reader = readerOf('en-US', visit.signedIn)
        englishReaders.set(visit.signedIn, reader)
      }
      texts = reader(visit.pathname).then((found) => new Set(found.texts))
      english.set(key, texts)
    }
    return texts
  }

  for (const { locale, lang, dir, pages: visits } of LANGUAGES) {
    const what = `${lang}: translated, no key shown, lang/dir set, no overflow at 375 px`
    it(what, { timeout: 300_000 }, async () => {
      const own = messagesOf.get(lang) ?? new Set<string>()
      const readers = new Map([true, false].map((signedIn) => [signedIn, readerOf(locale, signedIn)]))
      const pages = await Promise.all(
        visits.map(async (visit) => {
          const reader = readers.get(visit.signedIn) as ReturnType<typeof readerOf>
          const [inEnglish, found] = await Promise.all([englishOf(visit), reader(visit.pathname)])
          return { visit, inEnglish, found }
        }),
      )
      const problems: string[] = []
      for (const { visit, inEnglish, found } of pages) {
        const where = `${visit.signedIn ? 'member' : 'visitor'} ${visit.pathname}`
        if (found.lang !== lang || found.dir !== dir)
          problems.push(`${where}: <html lang="${found.lang}" dir="${found.dir}">`)
        if (found.overflow > 0) problems.push(`${where}: ${found.overflow}px of horizontal overflow`)
        for (const text of found.texts) {
          if (looksLikeKey.test(text)) problems.push(`${where}: a message key shows: "${text}"`)
          else if (inEnglish.has(text) && !own.has(text) && !isContent(text))
            problems.push(`${where}: still English: "${text}"`)
        }
      }
      expect(problems).toEqual([])
    })
  }
})
