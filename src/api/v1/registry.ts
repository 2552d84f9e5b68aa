import type { ApiOperation } from '~/server/api/operation'
import { boardOperations } from './boards'
import { chatOperations } from './chat'
import { discussionOperations } from './discussions'
import { fileOperations } from './files'
import { memberOperations } from './members'
import { projectOperations } from './projects'
import { updateOperations } from './updates'

/**
 * Every operation of the public API, in the order the reference lists them. A resource module exports its
 * operations as an array; adding it here is all it takes to route it, document it and test it.
 */
export const apiOperations: readonly ApiOperation[] = [
  ...projectOperations,
  ...boardOperations,
  ...memberOperations,
  ...updateOperations,
  ...discussionOperations,
  ...chatOperations,
  ...fileOperations,
]
