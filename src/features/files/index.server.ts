/**
 * What other features may use of the files feature on the server: announcing a change to a project's files,
 * scheduling the removal of files' bytes when what holds them is deleted, and a version's thumbnail (a
 * project's files brought in from an archive).
 */
export { emitFilesChanged, purgeBytesOfFiles } from './server/changes.server'
export { isThumbnailable, scheduleVersionThumbnail } from './server/uploads.server'
