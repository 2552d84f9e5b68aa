import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  createSubjectRegistry,
  findSubjectType,
  registeredSubjectTypes,
} from '~/server/subjects/registry.server'
import { registerSubjectTypes } from './subject-types.server'

describe('the subjects registry', () => {
  it('refuses a subject type registered twice', () => {
    const registry = createSubjectRegistry()
    registry.register({ name: 'thing' })
    expect(() => registry.register({ name: 'thing', sharesAttachments: true })).toThrow(/registered twice/)
    expect(registry.find('thing')?.sharesAttachments).toBeUndefined()
  })

  it('refuses a name the group keys could not carry, and names an unregistered type', () => {
    const registry = createSubjectRegistry()
    expect(() => registry.register({ name: 'Thing:1' })).toThrow(/lower-case/)
    expect(() => registry.get('missing')).toThrow(/"missing" is not registered/)
  })

  it('fills once however often the set-up asks', () => {
    registerSubjectTypes()
    const count = registeredSubjectTypes().length
    registerSubjectTypes()
    expect(registeredSubjectTypes()).toHaveLength(count)
  })
})

/**
 * Every server module under src/ (only the server writes the shared tables), but the public API's: its JSON
 * answers name kinds of entries (`{ type: 'folder', id }`), not subjects, and it writes through the features.
 */
function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return full.endsWith(`${path.sep}src${path.sep}api`) ? [] : sourceFiles(full)
    return entry.name.endsWith('.server.ts') ? [full] : []
  })
}

/**
 * The ways the code names a subject type for the shared tables' `subject_type` columns: a value written
 * (`subjectType: 'update'`), a filter (`eq(follow.subjectType, 'project')`), a constant (`POST_SUBJECT =
 * 'discussion_post'`), a subject passed to a block (`{ type: 'update', ids: … }`, `{ type: 'project', id: … }`).
 */
const NAMINGS = [
  /subjectType:\s*'([a-z_]+)'/g,
  /\.subjectType,\s*'([a-z_]+)'\)/g,
  /_SUBJECT\s*=\s*'([a-z_]+)'/g,
  /\{\s*type:\s*'([a-z_]+)',\s*ids?:/g,
]

describe('every subject type the code stores', () => {
  const named = new Map<string, string>()
  for (const file of sourceFiles(path.resolve(__dirname, '..'))) {
    const text = fs.readFileSync(file, 'utf8')
    for (const pattern of NAMINGS) {
      for (const match of text.matchAll(pattern))
        named.set(match[1] as string, path.relative(process.cwd(), file))
    }
  }

  it('is found by the scan (which would otherwise prove nothing)', () => {
    for (const known of [
      'feedback_item',
      'feedback_comment',
      'discussion_post',
      'invitation',
      'project',
      'update',
    ]) {
      expect(named.has(known), known).toBe(true)
    }
  })

  it('is registered by its feature', () => {
    registerSubjectTypes()
    const missing = [...named]
      .filter(([type]) => !findSubjectType(type))
      .map(([type, file]) => `${type} (${file})`)
    expect(missing).toEqual([])
  })
})
