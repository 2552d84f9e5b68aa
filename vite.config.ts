import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'
import { STATIC_CSP, staticSecurityHeaders } from './src/server/security-headers'

export default defineConfig({
  server: { port: 3000 },
  plugins: [
    tsconfigPaths(),
    tailwindcss(),
    tanstackStart({ srcDirectory: 'src' }),
    nitro({
      // PGlite loads its .wasm/.data files next to its own module: copy it as it is instead of bundling.
      traceDeps: ['@electric-sql/pglite*'],
      // Closes the database on shutdown so that the process exits promptly on SIGTERM.
      plugins: ['./src/server/nitro-lifecycle.ts'],
      compressPublicAssets: { gzip: true, brotli: true },
      // Static files never reach Start's middleware (src/start.ts), which sets these on everything else.
      // A CSP rule on '/**' would replace the pages' nonce policy, so the strict one goes on static paths only.
      routeRules: {
        '/**': { headers: { ...staticSecurityHeaders } },
        '/assets/**': {
          headers: {
            'Cache-Control': 'public, max-age=31536000, immutable',
            'Content-Security-Policy': STATIC_CSP,
          },
        },
        '/favicon.svg': { headers: { 'Content-Security-Policy': STATIC_CSP } },
      },
    }),
    viteReact(),
  ],
})
