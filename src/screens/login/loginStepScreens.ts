import type { ComponentLoader } from '../shared/lazyComponent'
import type { LoginStepFamily } from './stepFamilies'
import type { LoginStepProps } from './stepProps'

/** Loads the screen of one family of login steps: `() => import('./MyPasswordStep')`. */
export type LoginStepLoader = ComponentLoader<LoginStepProps>

/** The screens of the login steps past the email step, by family. */
export type LoginStepScreens = Readonly<Record<LoginStepFamily, LoginStepLoader>>

/**
 * The kit's step screens. Each is its own chunk, fetched when the flow first reaches one of its
 * steps, so a login page downloads the email step only. LoginScreen's `steps` replaces any of them.
 */
export const LOGIN_STEP_SCREENS: LoginStepScreens = {
  password: () => import('./PasswordStep').then((module) => ({ default: module.PasswordStep })),
  passwordless: () => import('./PasswordlessSteps').then((module) => ({ default: module.PasswordlessSteps })),
  mfa: () => import('./LoginMfaStep').then((module) => ({ default: module.LoginMfaStep })),
  quickLogin: () => import('./QuickLoginSmsStep').then((module) => ({ default: module.QuickLoginSmsStep })),
  breachedPassword: () => import('./BreachedPasswordSteps').then((module) => ({ default: module.BreachedPasswordSteps })),
  promptPasskeys: () => import('./PromptPasskeysStep').then((module) => ({ default: module.PromptPasskeysStep })),
}
