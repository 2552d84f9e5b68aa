import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, test } from 'vitest'
import { countOf, formFor } from './count-of'

const REPLIES = { one: 'reply', other: 'replies' }

describe('countOf', () => {
  test('one takes the singular; zero, many and fractions the plural', () => {
    expect(countOf(1, REPLIES)).toBe('1 reply')
    expect(countOf(0, REPLIES)).toBe('0 replies')
    expect(countOf(2, REPLIES)).toBe('2 replies')
    expect(countOf(1.5, REPLIES)).toBe('1.5 replies')
    expect(countOf(-1, REPLIES)).toBe('-1 reply')
  })

  test('groups thousands', () => {
    expect(countOf(12345, { one: 'item', other: 'items' })).toBe('12,345 items')
  })

  test('formFor chooses a form alone, for verbs and counts shown apart from their noun', () => {
    expect(formFor(1, { one: 'is', other: 'are' })).toBe('is')
    expect(formFor(3, { one: 'is', other: 'are' })).toBe('are')
  })
})

/** Every .ts/.tsx source file under src, tests left out. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : []
  })
}

test('no plural is chosen by hand in src (a count compared with 1 to pick between two words)', () => {
  const handmade = /[!=]==? ?1 \? (['"`])[^'"`$]*\1 : ['"`]/
  const found = sourceFiles(path.resolve(__dirname, '..')).flatMap((file) =>
    readFileSync(file, 'utf8')
      .split('\n')
      .flatMap((line, index) =>
        handmade.test(line) ? [`${path.relative(process.cwd(), file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  )
  expect(found).toEqual([])
})
