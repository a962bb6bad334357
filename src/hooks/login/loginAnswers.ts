/**
 * The login's decisions on the server's answers (spec/auth.md §4): where email discovery leads, which
 * passwordless call a step makes, what a login answer means. Apart from the reducer (machine.ts),
 * which every login page runs from its first render: these are the login's server work's
 * (loginActions), loaded after the box shows.
 */
import { isSafeHttpUrl, type AuthStrategy, type LoginResponse, type PasswordlessType, type SsoPreLogin } from '../../api'
import type { FlowError } from '../shared/flowError'
import type { LoginStep, MfaChallenge, PasswordlessStep, PreLoginOutcome } from './machine'

/** spec/auth.md §3: expiresIn when the login answer gives none. */
export const DEFAULT_EXPIRES_IN = 300

/** spec/auth.md §4 pre-login: the step an auth strategy starts with; password by default. */
export function stepForStrategy(strategy: AuthStrategy | undefined): 'loginWithPassword' | PasswordlessStep {
  switch (strategy) {
    case 'Code':
      return 'loginWithOtc'
    case 'MagicLink':
      return 'magicLinkPreLoginSuccess'
    case 'SmsCode':
      return 'loginWithSmsOtc'
    default:
      return 'loginWithPassword'
  }
}

/** An SSO address that is not an http(s) URL (`javascript:` would run script in the login origin). */
export const SSO_ADDRESS_REFUSED: FlowError = { code: 'ssoAddressRefused', message: 'Failed to authenticate' }

/** The native bridge could not open the IdP. */
export const SSO_BRIDGE_FAILED: FlowError = { code: 'ssoFailed', message: 'Failed to authenticate' }

/**
 * spec/auth.md §4 pre-login: an SSO address wins; otherwise the strategy's step. Only an http(s)
 * address is followed; any other is a failed SSO sign-in.
 */
export function preLoginStep(sso: SsoPreLogin | null, strategy: AuthStrategy | undefined): PreLoginOutcome {
  if (sso?.address) return isSafeHttpUrl(sso.address) ? { step: 'redirectToSSO', address: sso.address } : { step: 'loginWithSSOFailed', error: SSO_ADDRESS_REFUSED }
  return { step: stepForStrategy(strategy) }
}

/** The passwordless type behind a step, for /passwordless/{type} calls. */
export function passwordlessTypeForStep(step: PasswordlessStep): PasswordlessType {
  switch (step) {
    case 'magicLinkPreLoginSuccess':
      return 'MagicLink'
    case 'loginWithOtc':
      return 'Code'
    case 'loginWithSmsOtc':
      return 'SmsCode'
  }
}

export function isPasswordlessStep(step: LoginStep): step is PasswordlessStep {
  return step === 'magicLinkPreLoginSuccess' || step === 'loginWithOtc' || step === 'loginWithSmsOtc'
}

/** spec/auth.md §6: the flag that turns on the security center's login flows. */
export const SECURITY_CENTER_LOGIN_FLOWS_FLAG = 'security-center-show-login-flows'

/**
 * spec/auth.md §4 after a successful login, step 1: with the security-center flag on, a breached
 * password that came without an access token leads to breachedPassword.
 */
export function isBreachedPasswordLogin(result: LoginResult, flags: Readonly<Record<string, boolean>>): boolean {
  return flags[SECURITY_CENTER_LOGIN_FLOWS_FLAG] === true && result.kind === 'authenticated' && result.isBreachedPassword && !result.accessToken
}

export type LoginResult =
  | { kind: 'mfa'; mfa: MfaChallenge }
  | { kind: 'authenticated'; accessToken: string; refreshToken?: string; expiresIn: number; isBreachedPassword: boolean }

/** spec/auth.md §4 login response: an MFA token means the second factor is due; else tokens. */
export function interpretLoginResponse(answer: LoginResponse): LoginResult {
  if (answer.mfaRequired && answer.mfaToken) {
    return {
      kind: 'mfa',
      mfa: {
        mfaToken: answer.mfaToken,
        isEnrolled: answer.mfaEnrolled ?? true,
        devices: answer.mfaDevices ?? {},
        strategies: answer.mfaStrategies ?? [],
        ...(answer.qrCode ? { qrCode: answer.qrCode } : {}),
        ...(answer.recoveryCode ? { recoveryCode: answer.recoveryCode } : {}),
      },
    }
  }
  return {
    kind: 'authenticated',
    accessToken: answer.accessToken ?? '',
    ...(answer.refreshToken ? { refreshToken: answer.refreshToken } : {}),
    expiresIn: answer.expiresIn ?? DEFAULT_EXPIRES_IN,
    isBreachedPassword: answer.isBreachedPassword ?? false,
  }
}
