/**
 * The head of an updates page: `<link rel="alternate" type="application/atom+xml">` when its loader found a
 * feed to announce (`updatesFeedHref`). Import-free on purpose: a route's `head` stays in the app's main
 * chunk, which every page downloads.
 */
export function updatesFeedHead(loaderData: { feedHref: string | null } | undefined) {
  const href = loaderData?.feedHref
  return {
    links: href ? [{ rel: 'alternate', type: 'application/atom+xml', title: 'Updates', href }] : [],
  }
}
