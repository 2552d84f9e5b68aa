import type { ApiOperation } from '~/server/api/operation'
import { boardOperations } from './boards'
import { memberOperations } from './members'
import { projectOperations } from './projects'

/**
 * Every operation of the public API, in the order the reference lists them. A resource module exports its
 * operations as an array; adding it here is all it takes to route it, document it and test it.
 */
export const apiOperations: readonly ApiOperation[] = [
  ...projectOperations,
  ...boardOperations,
  ...memberOperations,
]
