import type { LoginStep } from '../../hooks'

/**
 * The login steps past the email step, grouped by the screen module that draws them. Each family
 * is its own chunk, loaded when the flow first reaches one of its steps.
 */
export type LoginStepFamily = 'password' | 'passwordless' | 'mfa' | 'quickLogin' | 'breachedPassword' | 'promptPasskeys'

/**
 * Steps that come with the login box: the email step, and the cards shown while the browser leaves
 * the page (to single sign-on, or signed in to the app), where fetching a chunk would race the
 * navigation; they weigh half a kilobyte.
 */
export type UpFrontStep = 'email' | 'status'

const FAMILY_OF_STEP: Readonly<Record<LoginStep, LoginStepFamily | UpFrontStep>> = {
  preLogin: 'email',
  loginWithPassword: 'password',
  magicLinkPreLoginSuccess: 'passwordless',
  loginWithOtc: 'passwordless',
  loginWithSmsOtc: 'passwordless',
  redirectToSSO: 'status',
  loginWithSSOFailed: 'status',
  success: 'status',
  loginWithTwoFactor: 'mfa',
  forceTwoFactor: 'mfa',
  recoverTwoFactor: 'mfa',
  loginWithQuickSmsOtc: 'quickLogin',
  breachedPassword: 'breachedPassword',
  breachedPasswordSuccess: 'breachedPassword',
  promptPasskeys: 'promptPasskeys',
}

/** Which screen module draws a step: 'email' and 'status' are in the login box, every other family loads when reached. */
export function loginStepFamily(step: LoginStep): LoginStepFamily | UpFrontStep {
  return FAMILY_OF_STEP[step]
}

/** True for the steps drawn by the login box itself, with no chunk to load. */
export function isUpFront(family: LoginStepFamily | UpFrontStep): family is UpFrontStep {
  return family === 'email' || family === 'status'
}
