/** /@old/anything?x → /@new/anything?x: where a renamed organisation's old links now lead. */
export function replaceOrgSlug(href: string, currentSlug: string): string {
  return href.replace(/^\/@[^/?#]+/, `/@${currentSlug}`)
}

/** /@org/old/anything → /@org/new/anything: where a renamed project's old links now lead. */
export function replaceProjectSlug(href: string, currentSlug: string): string {
  return href.replace(/^(\/@[^/?#]+\/)[^/?#]+/, `$1${currentSlug}`)
}
