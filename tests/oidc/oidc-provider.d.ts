// oidc-provider ships no type declarations; the test's provider uses it through this loose shape.
declare module 'oidc-provider' {
  const Provider: new (issuer: string, configuration: Record<string, unknown>) => {
    callback(): (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void
    interactionDetails(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse): Promise<{ uid: string; prompt: { name: string; details: Record<string, unknown> }; params: Record<string, unknown>; session?: { accountId?: string }; grantId?: string }>
    interactionFinished(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, result: Record<string, unknown>, options?: { mergeWithLastSubmission?: boolean }): Promise<void>
    Grant: new (init: { accountId: string; clientId: string }) => {
      addOIDCScope(scope: string): void
      addOIDCClaims(claims: string[]): void
      addResourceScope(resource: string, scope: string): void
      save(): Promise<string>
    }
    on(event: string, listener: (...args: unknown[]) => void): void
  }
  export default Provider
}
