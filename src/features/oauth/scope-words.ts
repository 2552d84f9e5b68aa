import type { ApiScope } from '~/lib/api-scopes'
import type { MessageKey } from '~/lib/i18n/catalogue'

/** The scopes in plain words (keys of the `oauth` catalogue), for the consent screen and the connected-apps list. */
export const OAUTH_SCOPE_WORDS: Record<ApiScope, MessageKey<'oauth'>> = {
  'projects:read': 'scope.projectsRead',
  'feedback:read': 'scope.feedbackRead',
  'feedback:write': 'scope.feedbackWrite',
  'updates:read': 'scope.updatesRead',
  'updates:write': 'scope.updatesWrite',
  'discussions:read': 'scope.discussionsRead',
  'discussions:write': 'scope.discussionsWrite',
  'chat:read': 'scope.chatRead',
  'chat:write': 'scope.chatWrite',
  'files:read': 'scope.filesRead',
  'files:write': 'scope.filesWrite',
  'members:read': 'scope.membersRead',
  'customers:read': 'scope.customersRead',
  'customers:write': 'scope.customersWrite',
  'webhooks:manage': 'scope.webhooksManage',
  'projects:admin': 'scope.projectsAdmin',
}
