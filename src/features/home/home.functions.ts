import { createServerFn } from '@tanstack/react-start'
import { getAppContext } from '~/server/app-context.server'
import { requireViewer } from '~/server/authz.server'
import { listOrganizationsOfUser } from './home.server'

/** user.getTeamList's core (SPEC §7): the signed-in user's organisations. */
export const getMyOrganizations = createServerFn({ method: 'GET' }).handler(async () => {
  const viewer = await requireViewer()
  const { database } = await getAppContext()
  return listOrganizationsOfUser(database.db, viewer.userId)
})
