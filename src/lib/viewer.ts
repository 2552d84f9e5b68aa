import type { ApiKeyIdentity } from './api-scopes'
import type { Locale } from './i18n/locales'

/** What the app shows of the signed-in user (header, settings, profile). */
export type Viewer = {
  userId: string
  name: string
  email: string
  username: string | null
  image: string | null
  role: string | null
  /** Their chosen language (account settings), or null for "as the browser asks". */
  language?: string | null
  /**
   * Set when the request authenticated with an API key: the viewer is then the key's service user, acting for
   * the key's organisation with an admin's rights narrowed to the key's scopes and project.
   */
  apiKey?: ApiKeyIdentity
  /**
   * Set when the request came through a project's widget (a widget session) or a portal sign-in made with a
   * widget token: the viewer is a host product's user, confined to one organisation. Inside it they are a
   * signed-in non-member (even when the person is a member: the token only vouches for the host's user), so
   * they reach its public surfaces only; anywhere else they are anonymous.
   */
  external?: ExternalIdentityScope
}

/** Where an external viewer (see `Viewer.external`) may act: the organisation and the project that let them in. */
export type ExternalIdentityScope = { organizationId: string; projectId: string | null; externalId: string }

/** The root layout's identity fetch before each route; `token` authenticates the live connection. */
export type ViewerIdentity = {
  userId: string | null
  /**
   * The page's language, resolved by the server for this request (src/server/locale.server.ts): in the first
   * HTML with the rest of the root's context, so the browser renders what the server did. English when unset.
   */
  locale?: Locale
  token: string | null
  /**
   * The live position the page was rendered at: its live connection replays from there, so a page served from
   * the cache (or rendered just before a change) catches up at once, and topics its views retain a moment
   * later need no refetch (LiveConnection).
   */
  livePosition?: number
  /**
   * Set for a portal visitor (signed in on one project's public pages through its `/sso` link, not with a Parley
   * account): `userId` and `token` stay null, so every account page, guard and menu treats them as anonymous;
   * the public project surfaces that let them act (votes, reactions, posting) ask `publicActorId`, and the header
   * shows their name with a sign-out.
   */
  portal?: { userId: string; name: string; orgSlug: string; projectSlug: string }
}

/**
 * Who acts on a project's public surfaces (vote, react, post): the signed-in user, or a portal visitor. Only for
 * controls whose server functions read `getPortalViewer`; everything else asks `userId`.
 */
export function publicActorId(viewer: ViewerIdentity): string | null {
  return viewer.userId ?? viewer.portal?.userId ?? null
}
