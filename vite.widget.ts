import fs from 'node:fs'
import type { ServerResponse } from 'node:http'
import path from 'node:path'
import { build, type InlineConfig, type Plugin } from 'vite'

/**
 * The widget's two bundles, built apart from the app (not TanStack's client build: the embed must not load the
 * workspace's shell or framework):
 * - `widget.js`, the loader a host site pastes: one classic script (IIFE), unhashed because its address is in
 *   every host's snippet (served with a short cache), budget 8 KiB of gzip;
 * - `embed/assets/embed-[hash].js` and `.css`, the Preact app of the iframe (/embed/@{org}/{project}), budget
 *   90 KiB of gzip together.
 * Both budgets are checked after every build (scripts/js-budget.mjs).
 *
 * `npm run build`: the `parleyWidget` plugin builds them into WIDGET_OUT_DIR first (its `config` hook), nitro
 * serves that folder as public assets (copied into `.output/public`, compressed to .gz/.br like the rest), and
 * the embed page route learns the hashed names through `__PARLEY_EMBED_ASSETS__`.
 * `npm run dev`: the plugin builds them once in watch mode (unhashed names) and serves them from its own
 * middleware, so `/widget.js` and the embed page work on the dev server too and follow edits (reload the page).
 */

const root = import.meta.dirname
const cacheDir = path.join(root, 'node_modules', '.cache', 'parley-widget')
/** What `npm run build` serves as public assets (nitro's `publicAssets` in vite.config.ts). */
export const WIDGET_OUT_DIR = path.join(cacheDir, 'build')
const WIDGET_DEV_DIR = path.join(cacheDir, 'dev')
// nitro reads its public folders when it starts: the folder exists even before the first build.
fs.mkdirSync(WIDGET_OUT_DIR, { recursive: true })

export type EmbedAssets = { script: string; style: string | null }

function widgetConfig(target: 'loader' | 'embed', options: { dev: boolean; outDir: string }): InlineConfig {
  const loader = target === 'loader'
  return {
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    mode: options.dev ? 'development' : 'production',
    resolve: { alias: { '~': path.join(root, 'src') } },
    oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
    define: { 'process.env.NODE_ENV': JSON.stringify(options.dev ? 'development' : 'production') },
    build: {
      outDir: options.outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      target: 'es2020',
      minify: !options.dev,
      sourcemap: false,
      cssCodeSplit: false,
      reportCompressedSize: false,
      modulePreload: false,
      rolldownOptions: {
        input: path.join(
          root,
          loader ? 'src/features/widget/loader/widget-loader.ts' : 'src/features/widget/embed/embed-main.tsx',
        ),
        output: loader
          ? { format: 'iife', entryFileNames: 'widget.js' }
          : {
              format: 'es',
              entryFileNames: options.dev ? 'embed/assets/embed.js' : 'embed/assets/embed-[hash].js',
              chunkFileNames: options.dev ? 'embed/assets/[name].js' : 'embed/assets/[name]-[hash].js',
              assetFileNames: options.dev
                ? 'embed/assets/embed[extname]'
                : 'embed/assets/embed-[hash][extname]',
              // One file: the iframe loads its script and stylesheet and nothing else.
              codeSplitting: false,
            },
      },
      watch: options.dev ? {} : null,
    },
  }
}

/** The names the build gave the embed's script and stylesheet, read from the output folder. */
export function readEmbedAssets(outDir: string): EmbedAssets {
  const dir = path.join(outDir, 'embed', 'assets')
  const names = fs.existsSync(dir) ? fs.readdirSync(dir) : []
  const script = names.find((name) => /^embed(-[\w-]+)?\.js$/.test(name))
  const style = names.find((name) => /^embed(-[\w-]+)?\.css$/.test(name))
  if (!script) throw new Error(`The embed bundle is missing from ${dir}`)
  return { script: `/embed/assets/${script}`, style: style ? `/embed/assets/${style}` : null }
}

export async function buildWidget(outDir = WIDGET_OUT_DIR): Promise<EmbedAssets> {
  fs.rmSync(outDir, { recursive: true, force: true })
  await build(widgetConfig('loader', { dev: false, outDir }))
  await build(widgetConfig('embed', { dev: false, outDir }))
  return readEmbedAssets(outDir)
}

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
}

function serveFile(response: ServerResponse, file: string) {
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    'Cache-Control': 'no-store',
    'Cross-Origin-Resource-Policy': 'cross-origin',
    'X-Content-Type-Options': 'nosniff',
  })
  response.end(fs.readFileSync(file))
}

/** Builds the widget's bundles with the app (see the top of this file). */
export function parleyWidget(): Plugin {
  const devDir = WIDGET_DEV_DIR
  return {
    name: 'parley-widget',
    async config(_config, { command }) {
      if (command === 'build') {
        const assets = await buildWidget(WIDGET_OUT_DIR)
        return { define: { __PARLEY_EMBED_ASSETS__: JSON.stringify(assets) } }
      }
      const assets: EmbedAssets = { script: '/embed/assets/embed.js', style: '/embed/assets/embed.css' }
      return { define: { __PARLEY_EMBED_ASSETS__: JSON.stringify(assets) } }
    },
    async configureServer(server) {
      fs.rmSync(devDir, { recursive: true, force: true })
      // Watchers that rebuild on every change of their sources; closed with the dev server.
      const watchers = await Promise.all(
        (['loader', 'embed'] as const).map((target) =>
          build(widgetConfig(target, { dev: true, outDir: devDir })),
        ),
      )
      server.httpServer?.once('close', () => {
        for (const watcher of watchers) if ('close' in watcher) void watcher.close()
      })
      server.middlewares.use((request, response, next) => {
        const pathname = (request.url ?? '').split('?')[0] ?? ''
        const relative =
          pathname === '/widget.js'
            ? 'widget.js'
            : /^\/embed\/assets\/[\w.-]+$/.test(pathname)
              ? pathname.slice(1)
              : null
        const file = relative && path.join(devDir, relative)
        if (file && fs.existsSync(file)) serveFile(response, file)
        else next()
      })
    },
  }
}
