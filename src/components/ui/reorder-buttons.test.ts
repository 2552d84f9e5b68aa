import { describe, expect, test } from 'vitest'
import { arrangedBy, moveInList } from './reorder-buttons'

const rows = [{ id: 'a' }, { id: 'b' }, { id: 'c' }]
const ids = (list: { id: string }[]) => list.map((row) => row.id).join('')

describe('moveInList', () => {
  test('moves one place up or down, and not past either end', () => {
    expect(ids(moveInList(rows, 2, -1))).toBe('acb')
    expect(ids(moveInList(rows, 0, 1))).toBe('bac')
    expect(ids(moveInList(rows, 0, -1))).toBe('abc')
    expect(ids(moveInList(rows, 2, 1))).toBe('abc')
  })
})

describe('arrangedBy', () => {
  test('puts the rows in the order given', () => {
    expect(ids(arrangedBy(rows, ['c', 'a', 'b']))).toBe('cab')
  })

  test('keeps rows the order does not name (added meanwhile) last, and drops ids of rows gone', () => {
    expect(ids(arrangedBy([...rows, { id: 'd' }], ['c', 'x', 'a', 'b']))).toBe('cabd')
    expect(ids(arrangedBy([{ id: 'b' }, { id: 'a' }], ['a', 'c', 'b']))).toBe('ab')
  })
})
