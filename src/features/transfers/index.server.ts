/**
 * What other features may use of transfers on the server: the run every import and export goes through.
 *
 * - `createTransferRun(tx, { direction, kind, organizationId, projectId, requestedBy, apiKeyId, options,
 *   inputKey, dryRun, sourceSecret })`: the row and its job, in the caller's transaction.
 * - A kind's work is a `TransferRunner` (`({ db, run, storage, progress, now }) => { report, outputKey,
 *   projectId, … }`), registered under `"<direction>/<kind>"` in the app's assembly
 *   (`transferJobHandlers({ runners })`). Throw `TransferRefusal` for input it will not take: the run ends
 *   failed with that message. `progress(done, total, checkpoint)` moves the bar and saves where a rerun after a
 *   restart resumes (`run.checkpoint`).
 * - `readTransferForViewer(db, viewer, id)` and `transferStatusView(row)`: a run as its viewer may see it.
 */
export {
  createTransferRun,
  markTransferFailed,
  type RunnerResult,
  readTransferForViewer,
  TransferRefusal,
  type TransferRow,
  type TransferRunContext,
  type TransferRunner,
  type TransferStatusView,
  transferDownloadResponse,
  transferStatusView,
} from './server/runs.server'
