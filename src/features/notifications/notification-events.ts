/** The notifications' live event names are emitted by the platform too, so they are defined in src/lib. */
export { NOTIFICATION_EVENT } from '~/lib/notification-live-events'
