export * from './app'
export * from './auth'
export * from './projects'
