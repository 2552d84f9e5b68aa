/**
 * The live event on a project's widget topic (`topicOf.widget(projectId)`, for those who manage the widget)
 * when its settings change: turned on or off, a secret rotated, origins or looks changed, the organisation's
 * link switch flipped. The settings section refetches. The payload names the project only.
 */
export const WIDGET_CHANGED = 'widget.changed'
