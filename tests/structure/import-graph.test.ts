import { describe, expect, test } from 'vitest'
import {
  cycles,
  describeViolation,
  featureInternalImports,
  namesInTwoLayers,
  readImportGraph,
  upwardImports,
  type Violation,
} from './import-graph'

/**
 * The dependency rule of docs/architecture.md ("Layers"), checked on every import line of `src/`: no cycle, no
 * import up a layer, no feature reaching into another feature's internals, no file name used in two layers.
 */

/** The one cycle there is by design: the generated route tree imports the router's type, the router the tree. */
const ALLOWED_CYCLE = ['src/routeTree.gen.ts', 'src/router.tsx']

const report = (violations: Violation[]) => violations.map(describeViolation).sort()

describe('the import graph of src/', () => {
  const graph = readImportGraph()

  test('is read: every kind of import line is an edge', () => {
    const edge = (from: string, to: string) => graph.edges.some((e) => e.from === from && e.to === to)
    // A static import through ~/, a relative one, a dynamic import() and an export-from.
    expect(edge('src/start.ts', 'src/server/errors.ts')).toBe(true)
    expect(edge('src/server/db/client.server.ts', 'src/server/db/schema/index.ts')).toBe(true)
    expect(edge('src/components/rich-text/lazy-markdown.tsx', 'src/components/rich-text/markdown.tsx')).toBe(
      true,
    )
    expect(edge('src/components/form/index.ts', 'src/components/form/form.tsx')).toBe(true)
    expect(graph.edges.length).toBeGreaterThan(2000)
  })

  test('has no cycle but the router and its generated route tree', () => {
    const found = cycles(graph)
      .filter((members) => members.join() !== ALLOWED_CYCLE.join())
      .map((members) => `a cycle of ${members.length} files:\n  ${members.join('\n  ')}`)
    expect(found).toEqual([])
  })

  test('has no import up a layer', () => {
    expect(report(upwardImports(graph))).toEqual([])
  })

  test("has no feature importing another feature's internals", () => {
    expect(report(featureInternalImports(graph))).toEqual([])
  })

  test('names no file alike in two layers', () => {
    expect(namesInTwoLayers(graph)).toEqual([])
  })
})
