/**
 * In the browser, zod must not probe for `new Function` (its JIT): the page's CSP forbids eval, and the probe,
 * though caught, is reported as a CSP violation (Lighthouse's best practices). zod keeps its configuration in
 * `globalThis.__zod_globalConfig`, shared by every copy of it; setting `jitless` there, whether zod has loaded
 * yet or not, is `z.config({ jitless: true })` without bringing zod into every page's first load (zod comes
 * with the pages that have forms). src/lib/zod-jitless.test.ts checks that zod reads it.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } }

export function makeZodJitless(): void {
  const shared = globalThis as ZodGlobal
  shared.__zod_globalConfig ??= {}
  shared.__zod_globalConfig.jitless = true
}
