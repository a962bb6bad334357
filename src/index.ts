export * from './api'
export * from './hooks'
export * from './primitives'
export * from './screens'
