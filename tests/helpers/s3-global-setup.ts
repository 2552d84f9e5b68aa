import type { TestProject } from 'vitest/node'
import { startCephS3 } from './ceph-s3'

declare module 'vitest' {
  export interface ProvidedContext {
    s3: { endpoint: string; region: string; accessKeyId: string; secretAccessKey: string }
  }
}

/** One Ceph S3 gateway for the whole S3 suite; every test file makes its own buckets on it. */
export default async function setup(project: TestProject) {
  const server = await startCephS3()
  const { stop, ...connection } = server
  project.provide('s3', connection)
  return stop
}
