/**
 * What other features may use of the files feature on the server: announcing a change to a project's files,
 * and scheduling the removal of files' bytes when what holds them is deleted.
 */
export { emitFilesChanged, purgeBytesOfFiles } from './server/changes.server'
