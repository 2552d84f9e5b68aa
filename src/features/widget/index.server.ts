/**
 * What other features and the app may use of the widget on the server: the embed page's read of a project's
 * widget settings, and the demo's widget (seeded, and the token the demo host page signs in with).
 */
export { DEMO_WIDGET_PERSON, seedDemoWidget, signDemoWidgetToken } from './demo-widget.server'
export { type EmbedSettings, readEmbedSettings } from './server/embed-settings.server'
