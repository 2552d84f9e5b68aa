/** What the app shows of the signed-in user (header, settings, profile). */
export type Viewer = {
  userId: string
  name: string
  email: string
  username: string | null
  image: string | null
  role: string | null
}

/** SPEC §2: the root layout's identity fetch; `token` authenticates the live connection. */
export type ViewerIdentity = { userId: string | null; token: string | null }
