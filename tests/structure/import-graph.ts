import fs from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

/**
 * The import graph of `src/`, read from the source text: every `import … from`, `export … from`, side-effect
 * `import '…'` and dynamic `import('…')` (type-only imports included: they couple a file to another's layer
 * as much as a value does). `~/` is `src/`; a path without an extension is tried as `.ts`, `.tsx`, then as a
 * folder's `index.ts`/`index.tsx`. Imports of packages are not part of the graph.
 */

export const root = path.resolve(import.meta.dirname, '../..')
const srcDir = path.join(root, 'src')

export interface ImportEdge {
  /** Both relative to the repository, e.g. `src/server/errors.ts`. */
  from: string
  to: string
  line: number
  specifier: string
}

export interface ImportGraph {
  files: string[]
  edges: ImportEdge[]
}

const RESOLVE_SUFFIXES = ['', '.ts', '.tsx', '/index.ts', '/index.tsx']

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

function resolveSpecifier(fromFile: string, specifier: string): string | null {
  const bare = specifier.replace(/\?.*$/, '')
  let base: string
  if (bare.startsWith('~/')) base = path.join(srcDir, bare.slice(2))
  else if (bare.startsWith('.')) base = path.resolve(path.dirname(fromFile), bare)
  else return null
  for (const suffix of RESOLVE_SUFFIXES) {
    const candidate = base + suffix
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  throw new Error(`${path.relative(root, fromFile)}: cannot resolve '${specifier}'`)
}

export function readImportGraph(): ImportGraph {
  const files = sourceFiles(srcDir)
  const edges: ImportEdge[] = []
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8')
    const { importedFiles } = ts.preProcessFile(text, true, true)
    for (const imported of importedFiles) {
      const target = resolveSpecifier(file, imported.fileName)
      // Stylesheets and plain JavaScript (a child process's entry) are leaves: they import nothing of ours.
      if (!target?.startsWith(srcDir) || !/\.tsx?$/.test(target)) continue
      edges.push({
        from: path.relative(root, file),
        to: path.relative(root, target),
        line: text.slice(0, imported.pos).split('\n').length,
        specifier: imported.fileName,
      })
    }
  }
  return { files: files.map((file) => path.relative(root, file)), edges }
}

/**
 * The layers, top to bottom. A module imports from its own layer or the layers below it, never above.
 * The first matching entry names a file's layer.
 */
export const LAYERS = [
  {
    name: 'app assembly',
    rank: 5,
    matches: (file: string) =>
      file.startsWith('src/app/') ||
      [
        'src/start.ts',
        'src/server.ts',
        'src/router.tsx',
        'src/client.tsx',
        'src/hydrate.tsx',
        'src/routeTree.gen.ts',
      ].includes(file),
  },
  {
    name: 'routes',
    rank: 4,
    // The public API's resources are routes too: thin operations over the features' server modules.
    matches: (file: string) => file.startsWith('src/routes/') || file.startsWith('src/api/'),
  },
  { name: 'features', rank: 3, matches: (file: string) => file.startsWith('src/features/') },
  {
    name: 'shared building blocks',
    rank: 2,
    matches: (file: string) => file.startsWith('src/components/') || file.startsWith('src/blocks/'),
  },
  { name: 'platform', rank: 1, matches: (file: string) => file.startsWith('src/server/') },
  { name: 'pure', rank: 0, matches: (file: string) => file.startsWith('src/lib/') },
] as const

export function layerOf(file: string) {
  const layer = LAYERS.find((candidate) => candidate.matches(file))
  if (!layer) throw new Error(`${file} is in no layer: add its folder to LAYERS`)
  return layer
}

/** `src/features/<name>/…` → `<name>`; anything else → null. */
export function featureOf(file: string): string | null {
  return /^src\/features\/([^/]+)\//.exec(file)?.[1] ?? null
}

/**
 * What of a feature another feature may import. The server side is private but for one module,
 * `index.server.ts`, which re-exports what others may use; everything else that runs on the server (its
 * `server/` folder, its `*.server.ts` files) is the feature's own. Its client surface — server-function
 * stubs (`*.functions.ts`), queries, schemas, types, search params, hooks, event names and `components/`
 * (for pages that compose another feature's UI) — is public.
 */
export function isFeaturePublic(file: string): boolean {
  const inside = file.replace(/^src\/features\/[^/]+\//, '')
  if (inside === 'index.server.ts') return true
  return !inside.startsWith('server/') && !/\.server\.tsx?$/.test(inside)
}

export interface Violation {
  edge: ImportEdge
  rule: string
}

export function upwardImports(graph: ImportGraph): Violation[] {
  return graph.edges.flatMap((edge) => {
    const from = layerOf(edge.from)
    const to = layerOf(edge.to)
    if (to.rank <= from.rank) return []
    return [{ edge, rule: `${from.name} may not import ${to.name} (a layer above it)` }]
  })
}

export function featureInternalImports(graph: ImportGraph): Violation[] {
  return graph.edges.flatMap((edge) => {
    const from = featureOf(edge.from)
    const to = featureOf(edge.to)
    if (!from || !to || from === to || isFeaturePublic(edge.to)) return []
    return [
      {
        edge,
        rule: `feature ${from} may not import feature ${to}'s internals: use features/${to}/index.server.ts`,
      },
    ]
  })
}

/**
 * Every cycle's files, as strongly connected components of more than one file (or a file importing itself),
 * found with Tarjan's algorithm.
 */
export function cycles(graph: ImportGraph): string[][] {
  const next = new Map<string, string[]>()
  for (const file of graph.files) next.set(file, [])
  for (const edge of graph.edges) next.get(edge.from)?.push(edge.to)

  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const components: string[][] = []
  let counter = 0

  const visit = (file: string) => {
    index.set(file, counter)
    low.set(file, counter)
    counter++
    stack.push(file)
    onStack.add(file)
    for (const target of next.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file)!, index.get(target)!))
      }
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== file)
      const selfImport = next.get(file)?.includes(file)
      if (component.length > 1 || selfImport) components.push(component.sort())
    }
  }
  for (const file of graph.files) if (!index.has(file)) visit(file)
  return components
}

/** One line per violation: where it is, what it imports, which rule it breaks. */
export function describeViolation(violation: Violation): string {
  const { edge, rule } = violation
  return `${edge.from}:${edge.line} imports '${edge.specifier}' (${edge.to}): ${rule}`
}

/**
 * File names used in more than one layer, each with its files. Index files are named by their folder, and
 * route files by the URL they answer: neither is a name a reader searches for.
 */
export function namesInTwoLayers(graph: ImportGraph): string[][] {
  const byName = new Map<string, string[]>()
  for (const file of graph.files) {
    const name = path.basename(file)
    if (file.startsWith('src/routes/') || /^index\.tsx?$/.test(name)) continue
    byName.set(name, [...(byName.get(name) ?? []), file])
  }
  return [...byName.values()].filter((files) => new Set(files.map((file) => layerOf(file).name)).size > 1)
}
