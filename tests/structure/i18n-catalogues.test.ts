/**
 * The catalogues stay complete and the converted code stays converted (docs/i18n.md):
 * - every language has exactly the English catalogue's keys, with the same ICU arguments, and every message
 *   parses;
 * - no message is left in English in another language unless it is listed below as the same word there;
 * - every key is used somewhere in src/ (the `errors` catalogue is keyed by English sentences the schemas and
 *   the server produce, so it is exempt);
 * - the converted files (CONVERTED, meant to grow until it is all of src/) have no user-visible string literal:
 *   no JSX text, no literal in a visible attribute, no literal toast.
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '~/lib/i18n/locales'
import { argumentsOf, compileMessage } from '~/lib/i18n/parse-message'

const root = path.resolve(import.meta.dirname, '../..')

/** Files and folders whose every user-visible text comes from the catalogues. */
const CONVERTED = [
  'src/routes/sign-in.tsx',
  'src/routes/forgot-password.tsx',
  'src/routes/reset-password.tsx',
  'src/features/auth/components/sign-in-form.tsx',
  'src/features/auth/components/sign-up-form.tsx',
  'src/features/auth/components/social-sign-in-buttons.tsx',
  'src/features/account/components/forgot-password-page.tsx',
  'src/features/account/components/reset-password-page.tsx',
  'src/features/account/components/language-setting.tsx',
  'src/features/orgs/components/settings/default-language-setting.tsx',
  'src/components/shell/blank-layout.tsx',
  'src/components/shell/site-footer.tsx',
  'src/components/i18n/',
  'src/features/notifications/',
  'src/routes/notifications.tsx',
  'src/routes/settings/notifications.tsx',
  'src/features/transfers/',
  'src/features/imports/',
  'src/routes/settings/data.tsx',
]

/** Translations that are rightly the English text (the same word in that language, or a brand). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  'auth/de': ['field.name'],
  'mail/fr': ['duration.minutes'],
  'notifications/fr': ['title', 'title.page', 'type.mention', 'type.invitation'],
  // A label and a list: only the punctuation, which these languages share with English.
  'notifications/de': ['timing.digest'],
  'notifications/es': ['timing.digest'],
  'notifications/pt-BR': ['timing.digest'],
  'notifications/ar': ['timing.digest'],
  'imports/de': [
    'title',
    'field.details',
    'field.board',
    'field.status',
    'commentField.body',
    'report.updates',
    'report.problem',
  ],
  'imports/fr': ['source', 'report.votes'],
  'imports/pt-BR': ['field.status'],
  'transfers/de': ['export.title'],
}

type Catalogue = Record<string, string>
const modules = import.meta.glob<{ default: Catalogue }>('../../src/lib/i18n/messages/*/*.ts', {
  eager: true,
})
const catalogues = new Map<string, Map<string, Catalogue>>()
for (const [file, module] of Object.entries(modules)) {
  const [, namespace, locale] = /messages\/([^/]+)\/([^/]+)\.ts$/.exec(file) ?? []
  if (!namespace || !locale) continue
  if (!catalogues.has(namespace)) catalogues.set(namespace, new Map())
  catalogues.get(namespace)?.set(locale, module.default)
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(relative)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : []
  })
}

describe('message catalogues', () => {
  it('exist for every namespace in every language', () => {
    expect(catalogues.size).toBeGreaterThan(0)
    for (const [namespace, byLocale] of catalogues)
      expect([...byLocale.keys()].sort(), namespace).toEqual([...LOCALES].sort())
  })

  it('have the English keys, no others, with the same arguments, all parsing', () => {
    const problems: string[] = []
    for (const [namespace, byLocale] of catalogues) {
      const english = byLocale.get('en') ?? {}
      for (const [locale, messages] of byLocale) {
        for (const key of Object.keys(english))
          if (!(key in messages)) problems.push(`${namespace}/${locale}: missing "${key}"`)
        for (const [key, text] of Object.entries(messages)) {
          if (!(key in english)) {
            problems.push(`${namespace}/${locale}: "${key}" is not in English`)
            continue
          }
          try {
            compileMessage(text)
            const expected = argumentsOf(english[key] ?? '').join(',')
            const found = argumentsOf(text).join(',')
            if (found !== expected)
              problems.push(`${namespace}/${locale}: "${key}" uses {${found}}, English {${expected}}`)
          } catch (error) {
            problems.push(`${namespace}/${locale}: "${key}" does not parse: ${String(error)}`)
          }
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('leave nothing in English in another language (bar the words listed as the same)', () => {
    const problems: string[] = []
    for (const [namespace, byLocale] of catalogues) {
      const english = byLocale.get('en') ?? {}
      for (const [locale, messages] of byLocale) {
        if (locale === 'en') continue
        const allowed = SAME_AS_ENGLISH[`${namespace}/${locale}`] ?? []
        for (const [key, text] of Object.entries(messages))
          if ((text === english[key]) !== allowed.includes(key))
            problems.push(`${namespace}/${locale}: "${key}"`)
      }
    }
    expect(problems).toEqual([])
  })

  it('have no key that the code does not use', () => {
    const sources = sourceFiles('src')
      .map((file) => fs.readFileSync(path.join(root, file), 'utf8'))
      .join('\n')
    const unused: string[] = []
    for (const [namespace, byLocale] of catalogues) {
      if (namespace === 'errors') continue
      for (const key of Object.keys(byLocale.get('en') ?? {}))
        if (![`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => sources.includes(quoted)))
          unused.push(`${namespace}: ${key}`)
    }
    expect(unused).toEqual([])
  })
})

/** Attributes whose value people read or hear. */
const VISIBLE_ATTRIBUTES = new Set([
  'label',
  'title',
  'placeholder',
  'aria-label',
  'alt',
  'pendingLabel',
  'description',
  'intro',
  'hint',
  'noneLabel',
])

function literalsIn(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const where = (node: ts.Node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text))
      found.push(`${where(node)} text "${node.text.trim()}"`)
    if (
      ts.isJsxAttribute(node) &&
      VISIBLE_ATTRIBUTES.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer) &&
      /\p{L}/u.test(node.initializer.text)
    )
      found.push(`${where(node)} ${node.name.getText(source)}="${node.initializer.text}"`)
    if (
      ts.isCallExpression(node) &&
      /^toast\.\w+$/.test(node.expression.getText(source)) &&
      node.arguments[0] &&
      (ts.isStringLiteral(node.arguments[0]) || ts.isNoSubstitutionTemplateLiteral(node.arguments[0]))
    )
      found.push(`${where(node)} toast "${node.arguments[0].text}"`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('converted code', () => {
  it('shows no user-visible string literal', () => {
    const files = CONVERTED.flatMap((entry) =>
      entry.endsWith('/') ? sourceFiles(entry.replace(/\/$/, '')) : [entry],
    ).filter((file) => file.endsWith('.tsx'))
    expect(files.length).toBeGreaterThan(10)
    expect(files.flatMap(literalsIn)).toEqual([])
  })
})
