import { performance } from 'node:perf_hooks'

export type Stats = { median: number; p95: number; runs: number }

/** Nearest-rank percentile of durations in milliseconds. */
export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN
  const rank = Math.ceil(fraction * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] ?? Number.NaN
}

export function statsOf(durations: number[]): Stats {
  const sorted = [...durations].sort((a, b) => a - b)
  return { median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95), runs: sorted.length }
}

/**
 * Times one operation on several datasets, alternating between them run by run: the machine is shared, so
 * a burst of load from elsewhere lands on both sides of the comparison instead of on one of them. A slow
 * operation stops early once `budgetMs` is spent (after at least `minRuns`), so the whole run stays short.
 */
export async function measureInterleaved<K extends string>(
  operations: Record<K, () => Promise<unknown>>,
  options: { warmup: number; runs: number; minRuns: number; budgetMs: number },
): Promise<Record<K, Stats>> {
  const keys = Object.keys(operations) as K[]
  const warmupStarted = performance.now()
  for (let i = 0; i < options.warmup; i++) {
    for (const key of keys) await operations[key]()
    if (performance.now() - warmupStarted > options.budgetMs / 4) break
  }
  const durations = Object.fromEntries(keys.map((key) => [key, [] as number[]])) as Record<K, number[]>
  const started = performance.now()
  for (let run = 0; run < options.runs; run++) {
    if (run >= options.minRuns && performance.now() - started > options.budgetMs) break
    // Swap the order every run, so neither side always goes first.
    const order = run % 2 === 0 ? keys : [...keys].reverse()
    for (const key of order) {
      const runStarted = performance.now()
      await operations[key]()
      durations[key].push(performance.now() - runStarted)
    }
  }
  return Object.fromEntries(keys.map((key) => [key, statsOf(durations[key])])) as Record<K, Stats>
}

/** A plain-text table with right-aligned numbers, for the terminal and for docs/performance.md. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0))).join(' | ')} |`
  const rule = `|${widths.map((width, column) => (column === 0 ? `-${'-'.repeat(width)}-` : `-${'-'.repeat(width)}:`)).join('|')}|`
  return [line(header), rule, ...rows.map(line)].join('\n')
}

export const ms = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1))
