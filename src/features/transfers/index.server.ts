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
 *   `record(tx, done, total, checkpoint)` does the same inside the runner's own transaction. Throw
 *   `TransferDeferral(at)` to continue later, `TransferRetry(error)` to have the queue try again.
 * - Every change of a run is announced live on `transferTopic(run)` (event `transfer.changed`).
 * - `readTransferForViewer(db, viewer, id)` and `transferStatusView(row)`: a run as its viewer may see it;
 *   `listTransfers(db, where, limit)`: the latest runs as a settings page lists them.
 * - `sealSecret` / `openSecret`: a run's source key at rest.
 */
export {
  createTransferRun,
  markTransferFailed,
  type RunnerKey,
  type RunnerResult,
  readTransferForViewer,
  runTransfer,
  TRANSFER_CHANGED,
  TransferDeferral,
  TransferRefusal,
  TransferRetry,
  type TransferRow,
  type TransferRunContext,
  type TransferRunner,
  type TransferStatusView,
  transferDownloadResponse,
  transferStatusView,
  transferTopic,
} from './server/runs.server'
export { openSecret, sealSecret } from './server/source-secret.server'
export { listTransfers, type TransferListEntry } from './server/transfers.server'
