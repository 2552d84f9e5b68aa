// Ships the SQL migrations beside the server build, so `.output` alone is a deployable unit.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
fs.cpSync(path.join(root, 'drizzle'), path.join(root, '.output', 'drizzle'), { recursive: true })
