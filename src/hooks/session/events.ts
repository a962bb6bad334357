/**
 * What the kit tells the host as it happens (spec/auth.md §4: a new social-login user fires
 * signup_completed and user_verified), for analytics or onboarding.
 */
export type GatehouseEvent =
  | { readonly type: 'signup_completed'; readonly userId?: string; readonly email?: string; readonly name?: string; readonly provider: string }
  | { readonly type: 'user_verified'; readonly userId?: string; readonly email?: string; readonly provider: string }

export type GatehouseEventHandler = (event: GatehouseEvent) => void
