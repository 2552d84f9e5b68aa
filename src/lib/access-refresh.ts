/**
 * On a person's own `user:{id}` topic: what they may read changed in a way that closing a topic does not show
 * (they joined or left a team inside an organisation), so their tabs read everything on screen again.
 */
export const ACCESS_REFRESH_EVENT = 'access.refresh'
