// Node's flags for the production server, wherever this repository starts it (`npm start`, `npm run bench`).
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
// Set NODE_OPTIONS with either flag to choose otherwise: these are then left out.
const DEFAULTS = ['--max-semi-space-size=2', '--max-old-space-size=512']

const chosen = process.env.NODE_OPTIONS ?? ''
export const SERVER_NODE_FLAGS = DEFAULTS.filter((flag) => !chosen.includes(flag.split('=')[0]))
