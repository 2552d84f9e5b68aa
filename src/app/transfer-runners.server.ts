import type { Logger } from 'pino'
import { importRunners } from '~/features/imports/server/import-job.server'
import { personalExportRunner } from '~/features/transfers/server/personal-export.server'
import { projectExportRunner } from '~/features/transfers/server/project-export.server'
import { projectImportRunner } from '~/features/transfers/server/project-import.server'
import type { RunnerKey, TransferRunner } from '~/features/transfers/server/runs.server'

/**
 * Every kind of transfer this node can run, by "<direction>/<kind>": the job that drives a run looks its
 * runner up here. A new importer adds its line.
 */
export const transferRunners: Partial<Record<RunnerKey, TransferRunner>> = {
  'export/archive': projectExportRunner,
  'export/personal': personalExportRunner,
  'import/archive': projectImportRunner,
}

/** The archives' and personal data's runners and the feedback imports' (CSV, UserVoice, Canny, Fider). */
export function everyTransferRunner(deps: {
  appSecret: string
  logger?: Logger
}): Partial<Record<RunnerKey, TransferRunner>> {
  return { ...transferRunners, ...importRunners(deps) }
}
