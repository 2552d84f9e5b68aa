import { describe, expect, test } from 'vitest'
import { describeUserAgent, parseUserAgent } from './user-agent'

const agents = {
  chromeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  edgeWindows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0.0.0 Safari/537.36 Edg/125.0.2535.67',
  firefoxLinux: 'Mozilla/5.0 (X11; Ubuntu; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  firefoxWindows7: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64; rv:115.0) Gecko/20100101 Firefox/115.0',
  safariMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  safariIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  chromeIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.54 Mobile/15E148 Safari/604.1',
  firefoxIphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) FxiOS/127.0 Mobile/15E148 Safari/605.1.15',
  safariIpad:
    'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  chromeAndroid:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.6478.71 Mobile Safari/537.36',
  samsungAndroid:
    'Mozilla/5.0 (Linux; Android 13; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 12; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
  operaMac:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 OPR/110.0.0.0',
  chromebook:
    'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  headless:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  curl: 'curl/8.5.0',
  node: 'node',
}

describe('parseUserAgent', () => {
  test.each([
    ['chromeWindows', 'Chrome', '126', 'Windows 10 or 11', 'desktop'],
    ['edgeWindows', 'Edge', '125', 'Windows 10 or 11', 'desktop'],
    ['firefoxLinux', 'Firefox', '128', 'Ubuntu', 'desktop'],
    ['firefoxWindows7', 'Firefox', '115', 'Windows 7', 'desktop'],
    ['safariMac', 'Safari', '17', 'macOS', 'desktop'],
    ['safariIphone', 'Safari', '17', 'iOS 17', 'mobile'],
    ['chromeIphone', 'Chrome', '126', 'iOS 17', 'mobile'],
    ['firefoxIphone', 'Firefox', '127', 'iOS 16', 'mobile'],
    ['safariIpad', 'Safari', '16', 'iPadOS 16', 'tablet'],
    ['chromeAndroid', 'Chrome', '126', 'Android 14', 'mobile'],
    ['samsungAndroid', 'Samsung Internet', '25', 'Android 13', 'mobile'],
    ['androidTablet', 'Chrome', '120', 'Android 12', 'tablet'],
    ['operaMac', 'Opera', '110', 'macOS', 'desktop'],
    ['chromebook', 'Chrome', '126', 'ChromeOS', 'desktop'],
    ['headless', 'Chrome', '131', 'Linux', 'desktop'],
    ['curl', 'curl', '8', 'Unknown OS', 'unknown'],
  ] as const)('%s → %s %s on %s (%s)', (key, browser, version, os, device) => {
    expect(parseUserAgent(agents[key])).toEqual({ browser, browserVersion: version, os, device })
  })

  test('a bare Node.js agent reads as Node.js without a version', () => {
    expect(parseUserAgent(agents.node)).toMatchObject({ browser: 'Node.js', browserVersion: null })
  })

  test('missing or unknown agents read as unknown', () => {
    const unknown = { browser: 'Unknown browser', browserVersion: null, os: 'Unknown OS', device: 'unknown' }
    expect(parseUserAgent(null)).toEqual(unknown)
    expect(parseUserAgent(undefined)).toEqual(unknown)
    expect(parseUserAgent('   ')).toEqual(unknown)
    expect(parseUserAgent('SomethingElse/1.0')).toEqual(unknown)
  })
})

describe('describeUserAgent', () => {
  test('reads as one short sentence', () => {
    expect(describeUserAgent(agents.firefoxWindows7)).toBe('Firefox 115 on Windows 7')
    expect(describeUserAgent(agents.safariIphone)).toBe('Safari 17 on iOS 17')
    expect(describeUserAgent('')).toBe('Unknown browser on Unknown OS')
  })
})
