/**
 * What other features may use of customers on the server: recording the company and person a widget token
 * names, in the transaction that maps the token to its person.
 */
export { recordWidgetCustomer } from './server/customers.server'
