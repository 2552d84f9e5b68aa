/**
 * The `?redirect=` of /sign-in is honoured only for paths on this site: "/home" yes; "//evil.example",
 * "https://evil.example", "/\\evil.example" and "javascript:" no. Anything else falls back.
 */
export function safeRedirectPath(value: unknown, fallback = '/home'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback
  // Backslashes and control characters (tab, newline…) let browsers read a path as another host.
  if ([...value].some((char) => char === '\\' || char.charCodeAt(0) < 0x20)) return fallback
  try {
    const resolved = new URL(value, 'http://parley.invalid')
    if (resolved.origin !== 'http://parley.invalid') return fallback
    return `${resolved.pathname}${resolved.search}${resolved.hash}`
  } catch {
    return fallback
  }
}
