export { GatehouseProvider, useGatehouse, type GatehouseProviderProps, type GatehouseContextValue, type RedirectPolicy } from './session/GatehouseProvider'
export { useSession, useRedirectToLogin } from './session/useSession'
export { createSessionStore, type SessionStore, type SessionSnapshot, type SessionUser } from './session/store'
export { DEFAULT_ROUTES, windowNavigate, type Routes, type Navigate } from './session/routes'
export { STORAGE_KEYS, safeStorage, type KeyValueStorage } from './session/storage'
export { toFlowError, type FlowError } from './shared/flowError'
export { useLogin, PASSWORDLESS_FAILED, type Login, type LoginOptions, type LoginApi } from './login/useLogin'
export {
  loginReducer,
  initialLoginModel,
  stepForStrategy,
  preLoginStep,
  interpretLoginResponse,
  isPasswordlessStep,
  passwordlessTypeForStep,
  LOGIN_STEPS,
  DEFAULT_EXPIRES_IN,
  type LoginState,
  type LoginStep,
  type LoginEvent,
  type LoginModel,
  type MfaChallenge,
  type PasswordlessStep,
  type PreLoginOutcome,
} from './login/machine'
export { afterLoginDestination, type AfterLoginInput } from './login/afterLogin'
export { useForgotPassword, FORGOT_PASSWORD_UNKNOWN_ERROR, type ForgotPassword, type ForgotPasswordOptions } from './forgot-password/useForgotPassword'
export { forgotPasswordReducer, type ForgotPasswordState, type ForgotPasswordEvent } from './forgot-password/machine'
export { selectMfaStep, normaliseOneTimeCode, rememberDeviceDays, type MfaStep } from './login/mfa'
