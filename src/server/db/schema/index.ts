export * from './app'
export * from './auth'
export * from './live'
export * from './projects'
