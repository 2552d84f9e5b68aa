import {
  adminClient,
  oneTimeTokenClient,
  organizationClient,
  usernameClient,
} from 'better-auth/client/plugins'
import { createAuthClient } from 'better-auth/react'
import { organizationAccess, organizationRoles } from '~/lib/permissions'
import { trackAuthRequest } from './auth-requests'

/** The browser's client for /api/auth/* (same origin, credentials included). */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  // The live connection and the router read who the viewer is only once these have set their cookies.
  fetchOptions: { customFetchImpl: (input, init) => trackAuthRequest(fetch(input, init)) },
  plugins: [
    usernameClient(),
    adminClient(),
    // Teams inside an organisation: createTeam, addTeamMember… and `teamId` on invitations.
    organizationClient({ ac: organizationAccess, roles: organizationRoles, teams: { enabled: true } }),
    // The ?ott= one-time-token exchange (see components/one-time-token-handler.tsx).
    oneTimeTokenClient(),
  ],
})
