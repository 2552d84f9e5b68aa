/**
 * The organisation's customers, for its members: the list, a company's page, changes by hand and CSV import
 * (owners and admins). Each function validates its input, resolves the viewer's access to the organisation
 * and lets the server module decide; anyone who is not a member is told the organisation has no such thing.
 */
import { createServerFn } from '@tanstack/react-start'
import { canInOrganization } from '~/lib/access-policy'
import { centsOf } from '~/lib/customer-rules'
import {
  addPersonSchema,
  companyRefSchema,
  importCompaniesSchema,
  listCompaniesSchema,
  saveCompanySchema,
} from './customers.schemas'
import { importCompaniesCsv } from './server/csv-import.server'
import {
  addPersonToCompany,
  deleteCompany,
  getCompanyDetail,
  listCompanies,
  saveCompany,
} from './server/customers.server'
import { withCustomers } from './server/with-customers.server'

export const listCompaniesFn = createServerFn({ method: 'GET' })
  .validator(listCompaniesSchema)
  .handler(({ data }) =>
    withCustomers(data.slug, async (db, access) => ({
      ...(await listCompanies(db, access, { q: data.q, cursor: data.cursor })),
      organizationId: access.organization.id,
      canManage: canInOrganization(access, 'customers.manage'),
    })),
  )

export const getCompanyFn = createServerFn({ method: 'GET' })
  .validator(companyRefSchema)
  .handler(({ data }) =>
    withCustomers(data.slug, async (db, access) => ({
      ...(await getCompanyDetail(db, access, data.companyId)),
      organizationId: access.organization.id,
    })),
  )

export const saveCompanyFn = createServerFn({ method: 'POST' })
  .validator(saveCompanySchema)
  .handler(({ data: { slug, monthlySpend, ...company } }) =>
    withCustomers(slug, (db, access) =>
      saveCompany(db, access, {
        ...company,
        ...(monthlySpend !== undefined ? { monthlySpendCents: centsOf(monthlySpend) } : {}),
      }),
    ),
  )

export const deleteCompanyFn = createServerFn({ method: 'POST' })
  .validator(companyRefSchema)
  .handler(({ data }) => withCustomers(data.slug, (db, access) => deleteCompany(db, access, data.companyId)))

export const addPersonFn = createServerFn({ method: 'POST' })
  .validator(addPersonSchema)
  .handler(({ data }) =>
    withCustomers(data.slug, (db, access) =>
      addPersonToCompany(db, access, data.companyId, { email: data.email, name: data.name }),
    ),
  )

export const importCompaniesFn = createServerFn({ method: 'POST' })
  .validator(importCompaniesSchema)
  .handler(({ data }) => withCustomers(data.slug, (db, access) => importCompaniesCsv(db, access, data.csv)))
