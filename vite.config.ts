import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { STATIC_CSP, staticSecurityHeaders } from './src/server/security-headers'
import { parleyWidget, WIDGET_OUT_DIR } from './vite.widget'

/** The headers of a file served as it is (the build's assets and public/): it may load nothing. */
const staticFileHeaders = { ...staticSecurityHeaders, 'Content-Security-Policy': STATIC_CSP }

/**
 * Route-rule patterns for what public/ holds. Rules only for these: nitro's route-rule headers replace the
 * ones a response already has, so a rule on '/**' replaced the headers that routes choose for themselves
 * (a file's `Referrer-Policy: no-referrer`); everything else gets its headers from src/start.ts and src/server.ts.
 */
const publicFilePatterns = fs
  .readdirSync(path.join(import.meta.dirname, 'public'), { withFileTypes: true })
  .map((entry) => (entry.isDirectory() ? `/${entry.name}/**` : `/${entry.name}`))

export default defineConfig({
  server: { port: 3000 },
  plugins: [
    // First: it builds the widget's own bundles before the app's build starts (vite.widget.ts).
    parleyWidget(),
    tsconfigPaths(),
    tailwindcss(),
    tanstackStart({
      srcDirectory: 'src',
      serverFns: {
        // Every server function the client calls is named in its bundle by this id. Start's default is a
        // SHA-256 in hex: 64 characters that gzip cannot shrink, about 35 bytes on every page per function it
        // can call (73 on a chat page). 64 bits of the same hash are as unique for a few hundred functions.
        generateFunctionId: ({ filename, functionName }) =>
          createHash('sha256')
            .update(`${path.relative(import.meta.dirname, filename)}--${functionName}`)
            .digest('hex')
            .slice(0, 16),
      },
      router: {
        // A route's loader travels with its component: the route tree every page loads then names no query or
        // server-function module (about 11 KiB of gzip on `/`), and a navigation still fetches one chunk.
        codeSplittingOptions: {
          defaultBehavior: [
            ['loader', 'component'],
            ['pendingComponent'],
            ['errorComponent'],
            ['notFoundComponent'],
          ],
        },
      },
    }),
    nitro({
      // Packages that load files or native addons next to their own module (PGlite's .wasm, sharp's and the
      // canvas's binaries, pdf.js's worker) are copied as they are instead of bundled.
      // sharp, pdf.js and the canvas are imported only by the thumbnailer's child script (copied into .output by
      // scripts/postbuild.mjs), which nitro does not trace: `*` copies them whole (pdf.js's legacy build and
      // worker included), whatever the bundle itself imports of them (the client's PDF preview uses pdf.js too).
      traceDeps: [
        '@electric-sql/pglite*',
        'sharp*',
        '@img/*',
        '@napi-rs/canvas*',
        'pdfjs-dist*',
        'file-type',
      ],
      // Closes the database on shutdown so that the process exits promptly on SIGTERM.
      plugins: ['./src/app/nitro-lifecycle.ts'],
      compressPublicAssets: { gzip: true, brotli: true },
      // The widget's loader (/widget.js) and the embed's bundle (/embed/assets/…), built by parleyWidget().
      publicAssets: [{ dir: WIDGET_OUT_DIR, baseURL: '/' }],
      // Static files never reach Start's middleware (src/start.ts), which sets these on everything else.
      routeRules: {
        ...Object.fromEntries(publicFilePatterns.map((pattern) => [pattern, { headers: staticFileHeaders }])),
        '/assets/**': {
          headers: { ...staticFileHeaders, 'Cache-Control': 'public, max-age=31536000, immutable' },
        },
        // Loaded by other sites' pages: a script another origin may load (CORP), under an address that never
        // changes (a short cache, so a new version reaches the hosts within minutes).
        '/widget.js': {
          headers: {
            ...staticFileHeaders,
            'Cache-Control': 'public, max-age=300',
            'Cross-Origin-Resource-Policy': 'cross-origin',
          },
        },
        '/embed/assets/**': {
          headers: { ...staticFileHeaders, 'Cache-Control': 'public, max-age=31536000, immutable' },
        },
      },
    }),
    viteReact(),
  ],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              // React, the router, Query and seroval in one chunk that the entry loads. Left to the automatic
              // splitting they came as a dozen small shared chunks (useBaseQuery, link, matchContext…) that every
              // route then fetched one by one: `/` 28 → 7 files and 155 → 148 KiB of gzip, every route about 8
              // KiB lighter (one chunk compresses better, and the glue between chunks goes).
              groups: [
                {
                  // What the client entry (src/client.tsx) itself runs before the page is painted: it must not
                  // pull the framework in with it, which is the point of deferring the rest.
                  name: 'boot',
                  test: /vite[\\/]preload-helper|src[\\/]lib[\\/]route-modules/,
                  priority: 1,
                },
                {
                  name: 'framework',
                  test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|seroval|seroval-plugins|@tanstack[\\/](?!react-virtual|virtual-core)[^\\/]+)[\\/]/,
                },
              ],
            },
          },
        },
      },
    },
  },
})
