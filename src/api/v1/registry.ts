import type { ApiOperation } from '~/server/api/operation'
import { boardOperations } from './boards-api'
import { chatOperations } from './chat-api'
import { customerOperations } from './customers-api'
import { discussionOperations } from './discussions-api'
import { feedbackOperations } from './feedback-api'
import { fileOperations } from './files-api'
import { importOperations } from './imports-api'
import { memberOperations } from './members-api'
import { projectOperations } from './projects-api'
import { transferOperations } from './transfers-api'
import { updateOperations } from './updates-api'
import { webhookOperations } from './webhooks-api'

/**
 * Every operation of the public API, in the order the reference lists them. A resource module exports its
 * operations as an array; adding it here is all it takes to route it, document it and test it.
 */
export const apiOperations: readonly ApiOperation[] = [
  ...projectOperations,
  ...boardOperations,
  ...feedbackOperations,
  ...memberOperations,
  ...customerOperations,
  ...updateOperations,
  ...discussionOperations,
  ...chatOperations,
  ...fileOperations,
  ...webhookOperations,
  ...transferOperations,
  ...importOperations,
]
