/**
 * The head of an updates page: `<link rel="alternate" type="application/atom+xml">` when its loader found a
 * feed to announce (`updatesFeedHref`), titled in the page's language. Import-free on purpose: a route's `head` stays in the app's main
 * chunk, which every page downloads.
 */
export function updatesFeedHead(loaderData: { feedHref: string | null; feedTitle?: string } | undefined) {
  const href = loaderData?.feedHref
  // The link's title in the page's language (the loader's `t('list.title')`), 'Updates' before it is known.
  const title = loaderData?.feedTitle ?? 'Updates'
  return {
    links: href ? [{ rel: 'alternate', type: 'application/atom+xml', title, href }] : [],
  }
}
