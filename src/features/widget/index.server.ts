/**
 * What other features and the app may use of the widget on the server: the embed page's read of a project's
 * widget settings.
 */
export { type EmbedSettings, readEmbedSettings } from './server/embed-settings.server'
