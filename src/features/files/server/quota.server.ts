import { and, eq, isNull, sql } from 'drizzle-orm'
import { MIB } from '~/lib/file-rules'
import type { Database } from '~/server/db/client.server'
import { fileUpload, fileVersion } from '~/server/db/schema'

export type FileLimits = { maxUploadBytes: number; quotaBytes: number }

export function fileLimitsOf(config: { maxUploadMb: number; maxStorageMbPerOrg: number }): FileLimits {
  return { maxUploadBytes: config.maxUploadMb * MIB, quotaBytes: config.maxStorageMbPerOrg * MIB }
}

/** Bytes an organisation's files take (every version of every file). */
export async function storedBytes(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${fileVersion.size}), 0)` })
    .from(fileVersion)
    .where(eq(fileVersion.organizationId, organizationId))
  return Number(row?.total ?? 0)
}

/** Bytes promised to uploads still running (their declared sizes): they count until they finish or expire. */
export async function reservedBytes(db: Database, organizationId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${fileUpload.size}), 0)` })
    .from(fileUpload)
    .where(and(eq(fileUpload.organizationId, organizationId), isNull(fileUpload.finishedAt)))
  return Number(row?.total ?? 0)
}

export function formatMegabytes(bytes: number): string {
  const mb = bytes / MIB
  return mb >= 1000 ? `${(mb / 1024).toFixed(1)} GB` : `${mb < 10 ? mb.toFixed(1) : Math.round(mb)} MB`
}
