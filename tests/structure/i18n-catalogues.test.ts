/**
 * The catalogues stay complete and the converted code stays converted (docs/i18n.md):
 * - every language has exactly the English catalogue's keys, with the same ICU arguments, and every message
 *   parses;
 * - no message is left in English in another language unless it is listed below as the same word there;
 * - every key is used somewhere in src/ (the `errors` catalogue is keyed by English sentences the schemas and
 *   the server produce, so it is exempt);
 * - the app's code (CONVERTED: all of src/) has no user-visible string literal: no JSX text, no literal in a
 *   visible attribute, no literal toast (in .tsx and .ts files alike).
 */
import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { LOCALES } from '~/lib/i18n/locales'
import { argumentsOf, compileMessage } from '~/lib/i18n/parse-message'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * Where every user-visible text comes from the catalogues: all of the app. (A file that must show a literal, a
 * code sample or a header name, keeps it in a named constant with a comment saying why.)
 */
const CONVERTED = ['src/']

/** Translations that are rightly the English text (the same word in that language, or a brand). */
const SAME_AS_ENGLISH: Record<string, string[]> = {
  // A new project's names: these languages' own words too.
  'projectDefaults/pt-BR': ['Bugs'],
  'projectDefaults/es': ['General', 'Ideas'],
  'projectDefaults/ja': ['Q&A'],
  'auth/de': ['field.name'],
  'mail/fr': ['duration.minutes'],
  // Feedback, Board, Details, Status, Segment, Roadmap, Plan and vote(s) are these languages' own words too.
  'feedback/de': [
    'field.details',
    'field.board',
    'list.title',
    'list.boards',
    'filter.status',
    'filter.segment',
    'roadmap.title',
  ],
  'feedback/es': ['list.title', 'filter.plan'],
  'feedback/fr': ['list.segments', 'filter.segment', 'count.votes', 'count.votesWord'],
  'feedback/pt-BR': ['list.title', 'filter.status', 'roadmap.title'],
  'feedbackAdmin/de': [
    'common.name',
    'color.orange',
    'color.indigo',
    'color.pink',
    'boardList.title',
    'anonymous.website',
    'anonymous.details',
    'anonymous.board',
    'moderation.status',
    'moderation.board',
    'segments.namePlaceholder',
    'segments.valuePlaceholder',
  ],
  'feedbackAdmin/es': ['segments.plan'],
  'feedbackAdmin/fr': [
    'color.orange',
    'color.indigo',
    'boardForm.description',
    'merge.votes',
    'demand.source',
    'demand.score',
    'demand.termVotes',
    'importance.important',
    'segments.title',
    'weights.votes',
  ],
  'feedbackAdmin/ja': ['segments.valuePlaceholder'],
  'feedbackAdmin/pt-BR': ['moderation.status'],
  'customers/de': ['segments.feedback', 'segments.feedbackIn', 'company.name'],
  'customers/es': ['manage.plan', 'company.externalId'],
  'customers/fr': ['segments.title', 'company.externalId'],
  'customers/pt-BR': ['company.externalId'],
  // A slug example: addresses are a–z, 0–9 and dashes in every language.
  'orgs/ja': ['field.addressPlaceholder'],
  'orgs/ar': ['field.addressPlaceholder'],
  'orgs/de': [
    'role.admin',
    'switcher.teams',
    'settings.teams',
    'settings.webhooks',
    'general.name',
    'general.logo',
  ],
  'orgs/fr': [
    'pageTitle.invitation',
    'role.admin',
    'roleName.admin',
    'settings.invitations',
    'settings.webhooks',
    'general.logo',
  ],
  'orgs/es': ['settings.general', 'settings.webhooks'],
  'orgs/pt-BR': ['settings.webhooks'],
  'admin/de': ['field.name', 'list.sort.nameAsc', 'list.sort.nameDesc', 'create.optional', 'role.admin'],
  'admin/fr': ['badge.admin', 'list.pages', 'role.admin', 'sessions.title', 'memberships.admin'],
  // updates, widget, chat
  'chat/de': ['list.title', 'list.nav', 'form.name', 'form.teams'],
  'chat/fr': ['footer.message'],
  'updates/de': ['editor.label'],
  'updates/fr': ['card.votes', 'colour.indigo'],
  'widget/de': ['settings.heading', 'form.tabs', 'form.tabFeedback'],
  'widget/es': ['settings.heading'],
  'widget/fr': ['settings.heading'],
  'widget/pt-BR': ['settings.heading', 'form.tabFeedback'],
  'widgetEmbed/de': ['page.title', 'tab.feedback', 'post.details', 'post.board'],
  'widgetEmbed/fr': ['app.sections'],
  'widgetEmbed/pt-BR': ['page.title', 'tab.feedback'],
  'discussions/de': ['categoryForm.emoji', 'categoryForm.name', 'convert.board'],
  'discussions/fr': ['list.title', 'row.participants', 'categoryForm.description', 'categories.count'],
  'discussions/es': ['categoryForm.emoji'],
  'discussions/pt-BR': ['categoryForm.emoji'],
  'files/de': [
    'common.inPath',
    'sort.name',
    'kind.pdf',
    'kind.text',
    'kind.markdown',
    'kind.video',
    'kind.audio',
    'upload.uploads',
    'versions.version',
  ],
  'files/fr': [
    'common.versions',
    'list.actions',
    'list.versions',
    'sort.type',
    'kind.image',
    'kind.pdf',
    'kind.markdown',
    'kind.audio',
    'kind.archive',
    'menu.versionsCount',
    'versions.version',
  ],
  'files/es': ['kind.pdf', 'kind.markdown', 'kind.audio'],
  'files/pt-BR': ['kind.pdf', 'kind.markdown'],
  'files/ja': ['kind.pdf', 'kind.markdown'],
  // shell
  'common/de': [
    'live.live',
    'live.offline',
    'theme.system',
    'logo.label',
    'logo.optional',
    'editor.link',
    'editor.code',
    'editor.team',
    'editor.uploads',
  ],
  'common/fr': ['logo.label', 'via.client', 'editor.code', 'toasts.label'],
  'common/pt-BR': ['via.client', 'editor.link', 'live.offline'],
  'profile/de': ['edit.name', 'edit.bio'],
  'profile/fr': ['links.notifications', 'links.sessions', 'edit.bio'],
  'profile/pt-BR': ['edit.bio'],
  'projects/de': ['nav.feedback', 'nav.roadmap', 'nav.updates', 'nav.chat'],
  'projects/fr': ['visibility.public', 'fields.description', 'nav.discussions', 'nav.chat'],
  'projects/es': ['nav.chat', 'settings.general'],
  'projects/pt-BR': ['nav.feedback', 'nav.roadmap', 'nav.chat'],
  'account/fr': ['sessions.pageTitle', 'sessions.title'],
  'apiKeys/de': ['create.name'],
  'apiKeys/fr': ['status.active'],
  'oauth/de': ['consent.team'],
  'webhooks/de': [
    'settings.title',
    'format.standard',
    'format.slack',
    'format.discord',
    'outcome.took',
    'form.url',
    'form.format',
  ],
  'webhooks/fr': [
    'settings.title',
    'format.standard',
    'format.slack',
    'format.discord',
    'form.url',
    'form.descriptionLabel',
    'form.format',
  ],
  'webhooks/es': ['settings.title', 'format.slack', 'format.discord', 'form.url'],
  'webhooks/pt-BR': ['settings.title', 'format.slack', 'format.discord', 'form.url'],
  'webhooks/ja': ['format.slack', 'format.discord', 'form.url'],
  'webhooks/ar': ['format.slack', 'format.discord'],
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
    // Keys the code builds from a list of names (`t(\`activity.${phrase}\`)`): used when the list names them.
    const BUILT_KEYS = [
      { namespace: 'projects', prefix: 'activity.', list: 'src/lib/activity-phrases.ts' },
    ].map((built) => ({ ...built, names: fs.readFileSync(path.join(root, built.list), 'utf8') }))
    const builtKey = (namespace: string, key: string) =>
      BUILT_KEYS.some(
        (built) =>
          built.namespace === namespace &&
          key.startsWith(built.prefix) &&
          sources.includes(`\`${built.prefix}\${`) &&
          built.names.includes(`'${key.slice(built.prefix.length)}'`),
      )
    const unused: string[] = []
    for (const [namespace, byLocale] of catalogues) {
      if (namespace === 'errors') continue
      for (const key of Object.keys(byLocale.get('en') ?? {}))
        if (
          ![`'${key}'`, `"${key}"`, `\`${key}\``].some((quoted) => sources.includes(quoted)) &&
          !builtKey(namespace, key)
        )
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

/** The string literals an expression may evaluate to: itself, a branch of `?:`, the fallback of `??`/`||`. */
function shownLiterals(expression: ts.Expression): (ts.StringLiteral | ts.NoSubstitutionTemplateLiteral)[] {
  if (ts.isParenthesizedExpression(expression)) return shownLiterals(expression.expression)
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
    return /\p{L}/u.test(expression.text) ? [expression] : []
  if (ts.isConditionalExpression(expression))
    return [...shownLiterals(expression.whenTrue), ...shownLiterals(expression.whenFalse)]
  if (
    ts.isBinaryExpression(expression) &&
    [
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
    ].includes(expression.operatorToken.kind)
  )
    return shownLiterals(expression.right)
  return []
}

function literalsIn(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8')
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind)
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
    // `{busy ? 'Saving…' : label}` as a child, or as a visible attribute's value.
    const shown =
      ts.isJsxExpression(node) &&
      node.expression &&
      (ts.isJsxElement(node.parent) ||
        ts.isJsxFragment(node.parent) ||
        (ts.isJsxAttribute(node.parent) && VISIBLE_ATTRIBUTES.has(node.parent.name.getText(source))))
    if (shown && node.expression)
      for (const literal of shownLiterals(node.expression))
        found.push(`${where(literal)} expression "${literal.text}"`)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('converted code', () => {
  it('shows no user-visible string literal', () => {
    const files = CONVERTED.flatMap((entry) =>
      entry.endsWith('/') ? sourceFiles(entry.replace(/\/$/, '')) : [entry],
    )
    expect(files.length).toBeGreaterThan(10)
    expect(files.flatMap(literalsIn)).toEqual([])
  })
})
