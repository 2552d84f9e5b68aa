/** The embed bundle's hashed file names, given to the server build by vite.widget.ts's plugin. */
declare const __PARLEY_EMBED_ASSETS__: { script: string; style: string | null }
