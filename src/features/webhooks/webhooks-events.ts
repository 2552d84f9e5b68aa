/**
 * The live event on the organisation's topic when its webhook endpoints or their deliveries change (added,
 * edited, disabled, an attempt made): the settings section refetches. The payload names the endpoint only.
 */
export const WEBHOOKS_CHANGED = 'org.webhooks.changed'
