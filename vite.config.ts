import tailwindcss from '@tailwindcss/vite'
import { tanstackStart } from '@tanstack/react-start/plugin/vite'
import viteReact from '@vitejs/plugin-react'
import { nitro } from 'nitro/vite'
import { defineConfig } from 'vite'
import tsconfigPaths from 'vite-tsconfig-paths'

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
    }),
    viteReact(),
  ],
})
