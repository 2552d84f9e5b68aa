/** On the organisation's (members-only) topic when its companies or people change: the Customers pages refetch. */
export const CUSTOMERS_CHANGED = 'customers.changed'
