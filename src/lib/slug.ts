/** Organisation slugs: 2–48 of a–z, 0–9 and `-`, not a word the app's own routes use. */
export const SLUG_MIN = 2
export const SLUG_MAX = 48
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

const reservedSlugs = new Set([
  '404',
  'admin',
  'api',
  'app',
  'assets',
  'auth',
  'create',
  'help',
  'home',
  'new',
  'profile',
  'settings',
  'sign-in',
  'sign-out',
  'sign-up',
  'static',
])

export function isReservedSlug(slug: string): boolean {
  return reservedSlugs.has(slug)
}

/** Why a slug is refused, or null when it is fine. */
export function slugProblem(slug: string): string | null {
  if (slug.length < SLUG_MIN) return `Use at least ${SLUG_MIN} characters`
  if (slug.length > SLUG_MAX) return `Use at most ${SLUG_MAX} characters`
  if (!SLUG_PATTERN.test(slug)) return 'Use lowercase letters, digits and single dashes between them'
  if (isReservedSlug(slug)) return 'This address is reserved'
  return null
}

/** A slug suggested from a name: "Acme Design Team!" → "acme-design-team". */
export function suggestSlug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '')
}
