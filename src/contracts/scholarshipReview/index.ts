export * from './schemas'
export * from './endpoints'
