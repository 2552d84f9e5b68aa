import { describe, expect, it } from 'vitest'
import { activeTypists, addTypist, TypingThrottle, typingText } from './typing'

describe('typing signals', () => {
  it('sends at most one signal per 3 s', () => {
    const throttle = new TypingThrottle()
    expect(throttle.shouldSignal(1_000)).toBe(true)
    expect(throttle.shouldSignal(3_999)).toBe(false)
    expect(throttle.shouldSignal(4_000)).toBe(true)
    expect(throttle.shouldSignal(4_100)).toBe(false)
  })

  it('forgets a typist 6 s after the latest signal', () => {
    let typists = addTypist(new Map(), { userId: 'a', name: 'Ada' }, 0)
    typists = addTypist(typists, { userId: 'b', name: 'Bo' }, 2_000)
    expect(activeTypists(typists, 5_999)).toEqual(['Ada', 'Bo'])
    expect(activeTypists(typists, 6_000)).toEqual(['Bo'])
    typists = addTypist(typists, { userId: 'a', name: 'Ada' }, 5_000)
    expect(activeTypists(typists, 10_000)).toEqual(['Ada'])
  })

  it('says who is typing', () => {
    expect(typingText([])).toBe('')
    expect(typingText(['Ada'])).toBe('Ada is typing…')
    expect(typingText(['Ada', 'Bo'])).toBe('Ada and Bo are typing…')
    expect(typingText(['Ada', 'Bo', 'Cy'])).toBe('Several people are typing…')
  })
})
