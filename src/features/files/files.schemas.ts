import { z } from 'zod'
import { FILE_SEARCH_MAX, FILE_SORTS, SORT_DIRECTIONS } from '~/lib/file-listing-rules'
import { FILE_NAME_MAX, FOLDER_NAME_MAX, nameProblem, UPLOAD_PURPOSES } from '~/lib/file-rules'

const rowId = z.string().trim().min(1).max(64)

export const projectScopeSchema = z.object({
  orgSlug: z.string().trim().toLowerCase().min(1).max(64),
  projectSlug: z.string().trim().toLowerCase().min(1).max(64),
})
export type ProjectScope = z.infer<typeof projectScopeSchema>

const nameSchema = (max: number) =>
  z
    .string()
    .trim()
    .superRefine((value, context) => {
      const problem = nameProblem(value, max)
      if (problem) context.addIssue({ code: 'custom', message: problem })
    })

export const fileNameSchema = nameSchema(FILE_NAME_MAX)
export const folderNameSchema = nameSchema(FOLDER_NAME_MAX)

/** A folder's contents (no folder: the top level); with `q`, every file and folder of the project by name. */
export const listFilesSchema = projectScopeSchema.extend({
  folderId: rowId.optional(),
  q: z.string().trim().max(FILE_SEARCH_MAX).optional(),
  sort: z.enum(FILE_SORTS).default('name'),
  dir: z.enum(SORT_DIRECTIONS).default('asc'),
})
export type ListFilesInput = z.input<typeof listFilesSchema>

export const fileRefSchema = projectScopeSchema.extend({ fileId: rowId })
export const folderRefSchema = projectScopeSchema.extend({ folderId: rowId })

export const createFolderSchema = projectScopeSchema.extend({
  parentId: rowId.nullable().default(null),
  name: folderNameSchema,
})
export const renameFolderSchema = folderRefSchema.extend({ name: folderNameSchema })
/** `parentId` null: to the top level. */
export const moveFolderSchema = folderRefSchema.extend({ parentId: rowId.nullable() })

export const renameFileSchema = fileRefSchema.extend({ name: fileNameSchema })
export const moveFileSchema = fileRefSchema.extend({ folderId: rowId.nullable() })

/** What the browser sends as tus Upload-Metadata when it starts an upload. */
export const uploadMetadataSchema = z.object({
  orgSlug: z.string().trim().toLowerCase().min(1).max(64),
  projectSlug: z.string().trim().toLowerCase().min(1).max(64),
  filename: fileNameSchema,
  folderId: rowId.optional(),
  replacesFileId: rowId.optional(),
  purpose: z.enum(UPLOAD_PURPOSES).default('file'),
  /** For chat attachments: the chat the file is for (a private chat keeps it to its members). */
  chatId: rowId.optional(),
})
export type UploadMetadata = z.infer<typeof uploadMetadataSchema>
