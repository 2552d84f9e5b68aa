import { describe, expect, it } from 'vitest'
import { directionOf, matchAcceptLanguage, matchLocale, resolveLocale } from './locales'

describe('resolveLocale', () => {
  const all = {
    query: 'fr',
    saved: 'de',
    cookie: 'es',
    acceptLanguage: 'ja',
    organizationDefault: 'ar',
  }

  it('takes ?lang=, then the saved language, the cookie, Accept-Language, the organisation, English', () => {
    expect(resolveLocale(all)).toBe('fr')
    expect(resolveLocale({ ...all, query: null })).toBe('de')
    expect(resolveLocale({ ...all, query: null, saved: null })).toBe('es')
    expect(resolveLocale({ ...all, query: null, saved: null, cookie: null })).toBe('ja')
    expect(resolveLocale({ organizationDefault: 'ar' })).toBe('ar')
    expect(resolveLocale({})).toBe('en')
  })

  it('skips an unknown value at any step instead of failing', () => {
    expect(resolveLocale({ query: 'klingon', saved: 'xx', cookie: '<script>', acceptLanguage: 'ko' })).toBe(
      'en',
    )
    expect(resolveLocale({ query: 'zz', cookie: 'de' })).toBe('de')
    expect(resolveLocale({ acceptLanguage: 'ko, zh;q=0.8', organizationDefault: 'fr' })).toBe('fr')
  })
})

describe('matchLocale', () => {
  it('matches exactly, ignoring case and underscores, then by the language alone', () => {
    expect(matchLocale('pt-BR')).toBe('pt-BR')
    expect(matchLocale('pt-br')).toBe('pt-BR')
    expect(matchLocale('pt_BR')).toBe('pt-BR')
    // Our only Portuguese: European Portuguese readers get Brazilian rather than English.
    expect(matchLocale('pt')).toBe('pt-BR')
    expect(matchLocale('pt-PT')).toBe('pt-BR')
    expect(matchLocale('de-AT')).toBe('de')
    expect(matchLocale('ar-EG')).toBe('ar')
    expect(matchLocale('EN-us')).toBe('en')
  })

  it('refuses what is not one of ours', () => {
    expect(matchLocale('')).toBeNull()
    expect(matchLocale(null)).toBeNull()
    expect(matchLocale('ko')).toBeNull()
    expect(matchLocale('x'.repeat(100))).toBeNull()
  })
})

describe('matchAcceptLanguage', () => {
  it('follows the q-values, then the order, and ignores refusals and wildcards', () => {
    expect(matchAcceptLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de')
    expect(matchAcceptLanguage('en;q=0.5, ja;q=0.9')).toBe('ja')
    expect(matchAcceptLanguage('ko, fr;q=0.3')).toBe('fr')
    expect(matchAcceptLanguage('fr;q=0, es')).toBe('es')
    expect(matchAcceptLanguage('*')).toBeNull()
    expect(matchAcceptLanguage('pt-PT,pt;q=0.9')).toBe('pt-BR')
    expect(matchAcceptLanguage(undefined)).toBeNull()
  })
})

describe('directionOf', () => {
  it('is right to left for Arabic only', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('ja')).toBe('ltr')
  })
})
