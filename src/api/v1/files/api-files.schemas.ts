import { z } from 'zod'
import { listOf, listQuery } from '~/server/api/list'

const id = z.string().trim().min(1).max(64)
const isoTime = z.string().describe('ISO 8601 UTC timestamp')

export const fileParamsSchema = z.object({ id }).strict()

export const listFilesQuerySchema = listQuery
  .extend({ folder: id.optional().describe('The folder to list; the top level when left out') })
  .strict()

export const fileContentQuerySchema = z
  .object({
    version: z.coerce
      .number()
      .int()
      .min(1)
      .optional()
      .describe('A version number; the current one when left out'),
  })
  .strict()

const personSchema = z.object({ id: z.string(), name: z.string(), username: z.string().nullable() })

export const fileSchema = z
  .object({
    type: z.literal('file'),
    id: z.string(),
    project: z.string().describe("The project's slug"),
    name: z.string(),
    folder_id: z.string().nullable(),
    size: z.number().int().describe('Bytes of the current version'),
    mime: z.string(),
    kind: z.string(),
    version_count: z.number().int(),
    created_at: isoTime,
    updated_at: isoTime,
    uploaded_by: personSchema.nullable(),
  })
  .meta({ id: 'File' })

export const folderSchema = z
  .object({
    type: z.literal('folder'),
    id: z.string(),
    name: z.string(),
    parent_id: z.string().nullable(),
    created_at: isoTime,
  })
  .meta({ id: 'Folder' })

/** Folders first, then files, each by name. */
export const fileListSchema = listOf(z.discriminatedUnion('type', [folderSchema, fileSchema]))

/** The multipart form of an upload: the file, and optionally the folder and a name other than the file's. */
export const uploadFieldsSchema = z
  .object({
    folder_id: id.optional(),
    name: z
      .string()
      .optional()
      .describe('The name to give the file; the uploaded file’s own name by default'),
  })
  .strict()

export type ApiFile = z.infer<typeof fileSchema>
export type ApiFolder = z.infer<typeof folderSchema>
export type ListFilesQuery = z.infer<typeof listFilesQuerySchema>
