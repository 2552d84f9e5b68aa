import { describe, expect, test } from 'vitest'
import { takeOneTimeToken } from './one-time-token'

describe('takeOneTimeToken', () => {
  test('takes ?ott= off the page URL, keeping the rest', () => {
    expect(takeOneTimeToken('https://parley.example/home?ott=abc&tab=1#top')).toEqual({
      token: 'abc',
      cleanHref: '/home?tab=1#top',
    })
    expect(takeOneTimeToken('https://parley.example/?ott=abc')).toEqual({ token: 'abc', cleanHref: '/' })
  })

  test('finds it in /sign-in?redirect= when a guarded page sent the visitor there', () => {
    const redirect = encodeURIComponent('/settings/accounts?ott=xyz&x=1')
    expect(takeOneTimeToken(`https://parley.example/sign-in?redirect=${redirect}`)).toEqual({
      token: 'xyz',
      cleanHref: `/sign-in?redirect=${encodeURIComponent('/settings/accounts?x=1')}`,
      next: '/settings/accounts?x=1',
    })
  })

  test('nothing to take', () => {
    expect(takeOneTimeToken('https://parley.example/home?tab=1')).toBeNull()
    expect(takeOneTimeToken('https://parley.example/sign-in?redirect=%2Fhome')).toBeNull()
    expect(
      takeOneTimeToken('https://parley.example/sign-in?redirect=https%3A%2F%2Fevil.example%2F%3Fott%3Dx'),
    ).toBeNull()
  })
})
