import type { ApiKeyIdentity } from './api-scopes'

/** What the app shows of the signed-in user (header, settings, profile). */
export type Viewer = {
  userId: string
  name: string
  email: string
  username: string | null
  image: string | null
  role: string | null
  /**
   * Set when the request authenticated with an API key: the viewer is then the key's service user, acting for
   * the key's organisation with an admin's rights narrowed to the key's scopes and project.
   */
  apiKey?: ApiKeyIdentity
}

/** The root layout's identity fetch before each route; `token` authenticates the live connection. */
export type ViewerIdentity = {
  userId: string | null
  token: string | null
  /**
   * The live position the page was rendered at: its live connection replays from there, so a page served from
   * the cache (or rendered just before a change) catches up at once, and topics its views retain a moment
   * later need no refetch (LiveConnection).
   */
  livePosition?: number
}
