import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll } from 'vitest'
import { createLocalStorage } from '~/server/storage/local-storage.server'
import { storageContract } from '../helpers/storage-contract'

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'parley-storage-'))
afterAll(() => fs.rmSync(root, { recursive: true, force: true }))

storageContract('local disk', () => createLocalStorage(root))
