// Node's flags and environment for the production server, wherever this repository starts it (`npm start`,
// `npm run bench`).
//
// V8 sizes its heap from the machine: on 24 GiB it lets the old generation grow towards 4 GiB and the young
// generation's semi-spaces to 16 MiB before collecting hard, and keeps what it grew. A server rendering pages
// allocates fast, so its resident size climbs far above what it holds (about 60 MB live). Measured on
// PostgreSQL after 3,000 signed-in feedback pages (docs/performance.md, "Where the server's memory goes"):
//   no flags                                            330–343 MB   31–40 pages/s
//   --max-semi-space-size=2                             226–340 MB   19–40 pages/s
//   --max-semi-space-size=2 --max-old-space-size=256    186–200 MB   20–23 pages/s
//   --max-semi-space-size=2 --max-old-space-size=512    206–212 MB   27 pages/s
// 512 MiB leaves a large export room, where 256 could end the process with an out-of-memory error.
//
// On Node 24 the same run ends at 230–270 MB, about 70 MB of it outside V8's heap: glibc gives each thread that
// allocates (V8's compiler and GC threads, libuv's pool) an arena of its own and keeps what they freed.
// MALLOC_ARENA_MAX=2 caps that, and V8's memory saver mode collects sooner and keeps less code and feedback.
// Signed-in feedback pages, 4 alternating rounds of 6 s (docs/performance.md, "Memory on Node 24"):
//   the flags above                                     35.0 pages/s   191–224 MB
//   + --memory-saver-mode                               31.1           157–167 MB
//   + --memory-saver-mode, MALLOC_ARENA_MAX=2           30.4           147–164 MB
//
// The saver is for PostgreSQL only. Measured again on 2026-11-27 (signed-in feedback pages, 4 alternating rounds
// of 10 s, then 100,000 anonymous ones; resident size at the half and at the end):
//   PostgreSQL  with the saver      59.7 pages/s   175 → 160 MB
//               without it          72.2 pages/s   236 → 207 MB (over the 200 MB target)
//   PGlite      with the saver      41.5–43.3      319–356 MB
//               without it          51.0           391 → 313–392 MB (PGlite's target is 450)
// On PGlite the database lives in the process and takes its own 150–200 MB, so the budget is 450 MB, and the
// saver's 20 % of every signed-in page buys memory that budget does not need (docs/performance.md, ninth pass).
//
// NODE_OPTIONS naming --max-semi-space-size or --max-old-space-size, or MALLOC_ARENA_MAX set, replace that
// default. Node does not take --memory-saver-mode in NODE_OPTIONS: to run without it, start
// `.output/server/index.mjs` with node and flags of your own (README, "Several nodes").
const HEAP_FLAGS = ['--max-semi-space-size=2', '--max-old-space-size=512']

/** Node's flags for a server with this environment: the memory saver when it runs on PostgreSQL. */
export function serverNodeFlags(env = process.env) {
  const chosen = env.NODE_OPTIONS ?? ''
  const flags = env.DATABASE_URL ? [...HEAP_FLAGS, '--memory-saver-mode'] : HEAP_FLAGS
  return flags.filter((flag) => !chosen.includes(flag.split('=')[0]))
}

/** The server's environment: the caller's, with glibc's arenas capped unless it chose a number. */
export function serverEnvironment(env = process.env) {
  return { MALLOC_ARENA_MAX: '2', ...env }
}
