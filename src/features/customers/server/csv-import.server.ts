import { parse } from 'csv-parse/sync'
import { CSV_IMPORT_ROWS_MAX, centsOf } from '~/lib/customer-rules'
import { assertOrganizationPermission, type OrganizationAccess } from '~/server/authz.server'
import type { Database } from '~/server/db/client.server'
import { AppError } from '~/server/errors'
import { companyFieldsSchema } from '../customers.schemas'
import { assertCustomersReader, upsertCompanyByExternalId } from './customers.server'

export type CompanyImportReport = {
  created: number
  updated: number
  problems: { row: number; problem: string }[]
}

const KNOWN = new Set(['external_id', 'id', 'name', 'plan', 'monthly_spend'])

/**
 * Companies from a CSV file with a header row: `external_id` (or `id`) and `name` required, `plan` and
 * `monthly_spend` optional, any other column an attribute. All rows or none: a file with a bad row writes
 * nothing and says which rows to fix, so a corrected file can simply be uploaded again.
 */
export async function importCompaniesCsv(
  db: Database,
  access: OrganizationAccess,
  text: string,
): Promise<CompanyImportReport> {
  assertCustomersReader(access)
  assertOrganizationPermission(access, 'customers.manage')
  let records: Record<string, string>[]
  try {
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      skip_empty_lines: true,
      bom: true,
      trim: true,
    })
  } catch (error) {
    throw new AppError('BAD_REQUEST', `This file is not a CSV file we can read: ${(error as Error).message}`)
  }
  if (records.length > CSV_IMPORT_ROWS_MAX) {
    throw new AppError('BAD_REQUEST', `At most ${CSV_IMPORT_ROWS_MAX} companies per file`)
  }
  const problems: CompanyImportReport['problems'] = []
  const rows = records.flatMap((record, index) => {
    const externalId = record.external_id || record.id
    const spend = record.monthly_spend ? Number(record.monthly_spend.replace(/[,\s]/g, '')) : undefined
    const attributes = Object.fromEntries(
      Object.entries(record).filter(([key, value]) => !KNOWN.has(key) && value !== ''),
    )
    const parsed = companyFieldsSchema.safeParse({
      name: record.name,
      plan: record.plan || null,
      monthlySpend: spend,
      attributes,
    })
    if (!externalId) problems.push({ row: index + 2, problem: 'external_id is empty' })
    else if (!parsed.success) {
      problems.push({
        row: index + 2,
        problem: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; '),
      })
    } else return [{ externalId, fields: parsed.data }]
    return []
  })
  if (problems.length > 0) return { created: 0, updated: 0, problems }
  return db.transaction(async (tx) => {
    let created = 0
    for (const row of rows) {
      const result = await upsertCompanyByExternalId(tx, access.organization.id, row.externalId, {
        name: row.fields.name,
        plan: row.fields.plan ?? null,
        ...(row.fields.monthlySpend !== undefined
          ? { monthlySpendCents: centsOf(row.fields.monthlySpend) }
          : {}),
        attributes: row.fields.attributes,
      })
      if (result.created) created++
    }
    return { created, updated: rows.length - created, problems: [] }
  })
}
