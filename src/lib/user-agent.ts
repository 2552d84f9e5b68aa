/**
 * A small user-agent reader for the sessions screens: the browser (with its major version) and the operating
 * system, enough to tell one's devices apart. Not a full parser: unknown agents read as "Unknown".
 */
export type DeviceKind = 'desktop' | 'mobile' | 'tablet' | 'unknown'

export type ParsedUserAgent = {
  browser: string
  browserVersion: string | null
  os: string
  device: DeviceKind
}

type Rule = { name: string; pattern: RegExp }

// Order matters: many browsers also announce "Chrome" and "Safari".
const browserRules: Rule[] = [
  { name: 'Edge', pattern: /\b(?:Edg|EdgA|EdgiOS|Edge)\/(\d+)/ },
  { name: 'Opera', pattern: /\b(?:OPR|OPT|Opera)\/(\d+)/ },
  { name: 'Samsung Internet', pattern: /\bSamsungBrowser\/(\d+)/ },
  { name: 'Vivaldi', pattern: /\bVivaldi\/(\d+)/ },
  { name: 'Yandex Browser', pattern: /\bYaBrowser\/(\d+)/ },
  { name: 'Brave', pattern: /\bBrave\/(\d+)/ },
  { name: 'Firefox', pattern: /\b(?:Firefox|FxiOS)\/(\d+)/ },
  { name: 'Chrome', pattern: /\bHeadlessChrome\/(\d+)/ },
  { name: 'Chrome', pattern: /\b(?:Chrome|CriOS)\/(\d+)/ },
  { name: 'Safari', pattern: /\bVersion\/(\d+)[\d.]*(?: Mobile\/\S+)? Safari\// },
  { name: 'Internet Explorer', pattern: /\b(?:MSIE |Trident\/.*rv:)(\d+)/ },
  { name: 'curl', pattern: /^curl\/(\d+)/ },
  { name: 'Node.js', pattern: /\b(?:node|undici)(?:-fetch)?\/?(\d+)?/i },
]

const windowsVersions: Record<string, string> = {
  '10.0': '10 or 11',
  '6.3': '8.1',
  '6.2': '8',
  '6.1': '7',
}

function operatingSystem(ua: string): string {
  const windows = /Windows NT (\d+\.\d+)/.exec(ua)
  if (windows) {
    const version = windowsVersions[windows[1]!]
    return version ? `Windows ${version}` : 'Windows'
  }
  if (/Windows Phone/.test(ua)) return 'Windows Phone'
  const ios = /(?:iPhone|iPod)[^)]*? OS (\d+)/.exec(ua)
  if (ios) return `iOS ${ios[1]}`
  const ipad = /iPad[^)]*? OS (\d+)/.exec(ua)
  if (ipad) return `iPadOS ${ipad[1]}`
  const android = /Android (\d+(?:\.\d+)?)/.exec(ua)
  if (android) return `Android ${android[1]}`
  if (/Android/.test(ua)) return 'Android'
  if (/CrOS/.test(ua)) return 'ChromeOS'
  if (/Macintosh|Mac OS/.test(ua)) return 'macOS'
  if (/Ubuntu/.test(ua)) return 'Ubuntu'
  if (/Fedora/.test(ua)) return 'Fedora'
  if (/Linux|X11/.test(ua)) return 'Linux'
  if (/FreeBSD/.test(ua)) return 'FreeBSD'
  return 'Unknown OS'
}

function deviceKind(ua: string): DeviceKind {
  if (/iPad|Tablet|(?:Android(?!.*Mobile))/.test(ua)) return 'tablet'
  if (/Mobi|iPhone|iPod|Windows Phone/.test(ua)) return 'mobile'
  if (/Windows NT|Macintosh|X11|Linux|CrOS/.test(ua)) return 'desktop'
  return 'unknown'
}

export function parseUserAgent(userAgent: string | null | undefined): ParsedUserAgent {
  const ua = (userAgent ?? '').trim()
  if (!ua) return { browser: 'Unknown browser', browserVersion: null, os: 'Unknown OS', device: 'unknown' }
  let browser = 'Unknown browser'
  let browserVersion: string | null = null
  for (const rule of browserRules) {
    const match = rule.pattern.exec(ua)
    if (match) {
      browser = rule.name
      browserVersion = match[1] ?? null
      break
    }
  }
  return { browser, browserVersion, os: operatingSystem(ua), device: deviceKind(ua) }
}

/** "Firefox 128 on Windows 10 or 11", "Safari 17 on iOS 17", "Unknown browser on Unknown OS". */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const parsed = parseUserAgent(userAgent)
  const browser = parsed.browserVersion ? `${parsed.browser} ${parsed.browserVersion}` : parsed.browser
  return `${browser} on ${parsed.os}`
}
