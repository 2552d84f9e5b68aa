import { z } from 'zod'
import { fileLimitsOf } from '~/features/files/server/quota.server'
import { defineOperation } from '~/server/api/operation'
import { fileStorageFor } from '~/server/storage/storage.server'
import { idParam, projectParams } from './common'
import {
  fileContentQuerySchema,
  fileListSchema,
  fileSchema,
  listFilesQuerySchema,
} from './files/api-files.schemas'
import { getApiFile, getApiFileContent, listProjectFiles, uploadApiFile } from './files/api-files.server'
import { answerWith } from './raw-answers.server'

const fileParams = z.object({ id: idParam })

export const listFilesOperation = defineOperation({
  id: 'listFiles',
  method: 'GET',
  path: '/projects/{project}/files',
  scope: 'files:read',
  tags: ['Files'],
  summary: 'List a folder of a project’s files',
  description:
    'The top level, or the folder `folder` names: its folders, then its files, each by name. Files attached in private chats are not listed.',
  params: projectParams,
  query: listFilesQuerySchema,
  response: fileListSchema,
  status: 200,
  handler: ({ db, viewer, params, query }) => listProjectFiles(db, viewer, params, query),
})

export const uploadFileOperation = defineOperation({
  id: 'uploadFile',
  method: 'POST',
  path: '/projects/{project}/files',
  scope: 'files:write',
  tags: ['Files'],
  summary: 'Upload a file',
  description:
    'A multipart/form-data body: `file` (the bytes, with its file name), optionally `folder_id` and `name`. At most MAX_UPLOAD_MB, and only while the organisation has storage left (413 otherwise). The type is read from the bytes; a name taken in the folder gets a number.',
  params: projectParams,
  rawBody: {
    contentTypes: ['multipart/form-data'],
    description: 'Fields: `file` (required), `folder_id`, `name`.',
  },
  response: fileSchema,
  status: 201,
  handler: async ({ db, viewer, params, request, headers, app }) => {
    const created = await uploadApiFile(
      db,
      viewer,
      await fileStorageFor(app.config),
      fileLimitsOf(app.config),
      request,
      params,
    )
    headers.set('Location', `/api/v1/files/${encodeURIComponent(created.id)}`)
    return created
  },
})

export const getFileOperation = defineOperation({
  id: 'getFile',
  method: 'GET',
  path: '/files/{id}',
  scope: 'files:read',
  tags: ['Files'],
  summary: 'Get a file’s details',
  params: fileParams,
  response: fileSchema,
  status: 200,
  handler: ({ db, viewer, params }) => getApiFile(db, viewer, params),
})

export const getFileContentOperation = defineOperation({
  id: 'getFileContent',
  method: 'GET',
  path: '/files/{id}/content',
  scope: 'files:read',
  tags: ['Files'],
  summary: 'Download a file',
  description:
    'The bytes (not JSON) as an attachment, with `X-Content-Type-Options: nosniff` and a sandboxing Content-Security-Policy; markup is sent as application/octet-stream. `Range` and `If-None-Match` work. On S3 storage the answer is a 302 to a signed URL valid for two minutes.',
  params: fileParams,
  query: fileContentQuerySchema,
  response: z.object({}).describe('The file’s bytes, not JSON'),
  status: 200,
  handler: async ({ db, viewer, params, query, request, app }) =>
    answerWith(
      request,
      await getApiFileContent(db, viewer, await fileStorageFor(app.config), request, params, query),
    ),
})

export const fileOperations = [
  listFilesOperation,
  uploadFileOperation,
  getFileOperation,
  getFileContentOperation,
]
