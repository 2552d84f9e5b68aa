import { describe, expect, test } from 'vitest'
import { isReservedSlug, SLUG_MAX, SLUG_MIN, slugProblem, suggestSlug } from './slug'

describe('slugProblem', () => {
  test.each(['ab', 'acme', 'acme-design', 'team-42', '404s', 'a'.repeat(SLUG_MAX)])('accepts %s', (slug) => {
    expect(slugProblem(slug)).toBeNull()
  })

  test('length bounds', () => {
    expect(SLUG_MIN).toBe(2)
    expect(slugProblem('a')).toMatch(/at least 2/)
    expect(slugProblem('')).toMatch(/at least 2/)
    expect(slugProblem('a'.repeat(SLUG_MAX + 1))).toMatch(/at most 48/)
  })

  test.each([
    'Acme',
    'acme_team',
    'acme team',
    '-acme',
    'acme-',
    'acme--team',
    'acmé',
    'acme.team',
    'acme/team',
  ])('refuses the malformed %j', (slug) => {
    expect(slugProblem(slug)).toMatch(/lowercase letters, digits and single dashes/)
  })

  test.each(['admin', 'api', 'settings', 'sign-in', 'create', 'home', 'profile', '404'])(
    'refuses the reserved %s',
    (slug) => {
      expect(isReservedSlug(slug)).toBe(true)
      expect(slugProblem(slug)).toBe('This address is reserved')
    },
  )

  test('a reserved word inside a longer slug is fine', () => {
    expect(isReservedSlug('admin-team')).toBe(false)
    expect(slugProblem('admin-team')).toBeNull()
  })
})

describe('suggestSlug', () => {
  test.each([
    ['Acme Design Team!', 'acme-design-team'],
    ['  Café   Crème  ', 'cafe-creme'],
    ['R&D / Ops', 'r-d-ops'],
    ['Team 42', 'team-42'],
    ['---', ''],
    ['日本', ''],
  ])('%j → %j', (name, slug) => {
    expect(suggestSlug(name)).toBe(slug)
  })

  test('stays within the maximum length and never ends with a dash', () => {
    const suggested = suggestSlug(`${'a'.repeat(47)} b c`)
    expect(suggested.length).toBeLessThanOrEqual(SLUG_MAX)
    expect(suggested.endsWith('-')).toBe(false)
    expect(suggested).toBe('a'.repeat(47))
  })

  test('its suggestions for ordinary names pass the rules', () => {
    for (const name of ['Acme Design Team!', 'Ünïcödé Team', 'The 2024 Roadmap Group']) {
      expect(slugProblem(suggestSlug(name))).toBeNull()
    }
  })
})
