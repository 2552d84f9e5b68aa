import type { ApiScope } from '~/lib/api-scopes'

/** What the consent page shows for an authorization request: the screen, an error, or where to send the app. */
export type ConsentView =
  | { kind: 'fatal'; message: string }
  | { kind: 'redirect'; location: string }
  | {
      kind: 'consent'
      client: { name: string; uri: string | null; redirectHost: string }
      scopes: ApiScope[]
      organizations: { slug: string; name: string }[]
      /** The request's parameters, for the form's hidden fields. */
      params: Record<string, string | undefined>
    }
