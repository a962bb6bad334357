export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent'

export interface Logger {
  warn(...args: unknown[]): void
  error(...args: unknown[]): void
}

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

/** Whether a message of `severity` is printed under the configured `level`. */
export function shouldLog(level: LogLevel, severity: 'warn' | 'error'): boolean {
  return rank[level] <= rank[severity]
}

/** spec/auth.md §8: 4xx are warnings (shown from warn level down), 5xx are errors. */
export function logFailure(logger: Logger, level: LogLevel, status: number, message: string): void {
  if (status >= 400 && status < 500 && shouldLog(level, 'warn')) logger.warn(`[gatehouse] ${status}: ${message}`)
  else if (status >= 500 && shouldLog(level, 'error')) logger.error(`[gatehouse] ${status}: ${message}`)
}
