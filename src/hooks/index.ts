export { GatehouseProvider, useGatehouse, LOADING_MARKER, LOADING_CLASS, type GatehouseProviderProps, type GatehouseContextValue, type RedirectPolicy } from './session/GatehouseProvider'
export { useSession, useRedirectToLogin } from './session/useSession'
export { createSessionStore, serverNow, type SessionStore, type SessionSnapshot, type SessionUser } from './session/store'
export { DEFAULT_ROUTES, windowNavigate, type Routes, type Navigate } from './session/routes'
export { STORAGE_KEYS, safeStorage, type KeyValueStorage } from './session/storage'
export { useVendorInfo, useFlags, type VendorInfo, type FeatureFlags } from './session/useVendor'
export { effectiveFlags, type VendorBrand, type VendorSettings } from './session/vendorSettings'
export { toFlowError, type FlowError } from './shared/flowError'
export { useNow } from './shared/useNow'
export { useLogin, PASSWORDLESS_FAILED, type Login, type LoginOptions, type LoginApi } from './login/useLogin'
export {
  loginReducer,
  initialLoginModel,
  LOGIN_STEPS,
  type LoginState,
  type LoginStep,
  type LoginEvent,
  type LoginModel,
  type MfaChallenge,
  type TwoFactorStep,
  type PasswordlessStep,
  type PreLoginOutcome,
} from './login/machine'
export {
  stepForStrategy,
  preLoginStep,
  interpretLoginResponse,
  isPasswordlessStep,
  passwordlessTypeForStep,
  DEFAULT_EXPIRES_IN,
} from './login/loginAnswers'
export { afterLoginDestination, type AfterLoginInput } from './login/afterLogin'
export { useForgotPassword, FORGOT_PASSWORD_UNKNOWN_ERROR, type ForgotPassword, type ForgotPasswordOptions } from './forgot-password/useForgotPassword'
export { forgotPasswordReducer, type ForgotPasswordState, type ForgotPasswordEvent } from './forgot-password/machine'
export { useMfa, type Mfa, type MfaOptions, type MfaApi } from './mfa/useMfa'
export {
  mfaReducer,
  initialMfaModel,
  initialMfaState,
  loginStepForMfa,
  setupState,
  type MfaState,
  type MfaStateStep,
  type MfaModel,
  type MfaEvent,
  type MfaProof,
} from './mfa/machine'
export { selectMfaStep, mfaChoices, enrolmentStrategies, phoneEnding, MFA_STRATEGIES, type MfaStep, type MfaStrategy, type MfaChoice, type WebAuthnKind } from './mfa/steps'
export { normaliseOneTimeCode, normaliseRecoveryCode, rememberDeviceDays } from './mfa/codes'
export { parsePhoneNumber, type CountryCode } from './mfa/phone'
export { useStepUp, useStepUpRedirect, useIsSteppedUp, type StepUp, type StepUpOptions, type StepUpApi } from './step-up/useStepUp'
export { stepUpReducer, stepUpFailure, initialStepUpModel, type StepUpState, type StepUpEvent, type StepUpModel } from './step-up/machine'
export {
  isStepUpValid,
  stepUpExpiresIn,
  stepUpLocation,
  maxAgeFromUrl,
  logoutKeepingQuery,
  owedStepUpLocation,
  MULTI_FACTOR_ACR,
  MULTI_FACTOR_METHODS,
  MFA_NOT_ENROLLED,
  type StepUpCheck,
} from './step-up/stepUp'
export { finishSignIn, loadSessionUser, withRetries, defaultSessionApi, SESSION_FLAGS, PROFILE_RETRIES, type SessionTokens, type SessionApi, type FinishSignInContext } from './session/finishSignIn'
export { startSessionLifecycle, restoreSession, type SessionLifecycleOptions } from './session/lifecycle'
export { logout, markersToClear, PER_USER_SESSION_KEYS, STEP_UP_KEYS, type LogoutContext } from './session/logout'
export { useLogout, type Logout, type LogoutOptions } from './session/useLogout'
export {
  isWebAuthnSupported,
  authenticateWithPasskey,
  createPasskey,
  cancelCeremony,
  deviceTypeOf,
  webAuthnFlowError,
  WebAuthnUnsupportedError,
  WEBAUTHN_ERROR_CODES,
  type CeremonyOptions,
  type ServerWebAuthnOptions,
} from './shared/webauthn'
export {
  shouldPromptPasskeys,
  canPromptPasskeys,
  isPasskeysStrategyActive,
  PASSKEY_PROMPT_FLAG,
  PASSKEYS_STRATEGY,
  PREFERRED_LOGIN_METHOD_PASSKEYS,
  DONT_SHOW_AGAIN,
  type PasskeyPromptInput,
  type PasskeyPromptLocalInput,
} from './login/passkeys'
export { useLoginCallback, CALLBACK_FAILED, type LoginCallback, type LoginCallbackOptions, type LoginCallbackApi } from './callback/useLoginCallback'
export {
  loginCallbackReducer,
  initialCallbackState,
  callbackKindForPath,
  loginLocationKeepingQuery,
  type CallbackKind,
  type LoginCallbackState,
  type LoginCallbackEvent,
} from './callback/machine'
export { useSocialLogin, type SocialLogin, type SocialLoginOptions, type SocialLoginApi } from './login/useSocialLogin'
export {
  socialButtons,
  checkSocialCallback,
  parsePendingSocialLogin,
  serialisePendingSocialLogin,
  type SocialButton,
  type PendingSocialLogin,
  type SocialCallback,
} from './login/social'
export { continuedLoginModel } from './login/machine'
export type { GatehouseEvent, GatehouseEventHandler } from './session/events'
export type { MfaHandoff } from './session/store'
export { requireNativeBridge, NativeBridgeUnavailableError, NATIVE_BRIDGE_UNAVAILABLE, type NativeBridge } from './session/nativeBridge'
export { parseQuickLoginRequest, quickLoginToRegister, quickLoginCompletedKey, QUICK_LOGIN_METHODS, type QuickLoginMethod } from './login/quickLogin'
export { pendingQuickLogin, markQuickLoginRegistered } from './login/quickLoginRegistration'
export type { QuickLoginApi } from './login/loginWork'
export { loginFlow } from './login/machine'
export { isBreachedPasswordLogin, SECURITY_CENTER_LOGIN_FLOWS_FLAG } from './login/loginAnswers'
export { BREACHED_PASSWORD } from './login/useLogin'
export * from './admin'
export { useTenants, TENANTS_UNKNOWN_ERROR, type Tenants, type TenantsOptions } from './tenants/useTenants'
export { tenantSwitchReducer, initialTenantSwitchModel, tenantsVersion, tenantsView, canSwitchTenants, refreshAfterSwitch, type TenantSwitchState, type TenantSwitchEvent, type TenantSwitchModel } from './tenants/machine'
export { switchTenantSession, type TenantSwitchContext, type TenantsApi } from './tenants/switchTenant'
export { useImpersonation, IMPERSONATION_FAILED, IMPERSONATION_NO_USER, IMPERSONATION_REASON_REQUIRED, type Impersonation, type ImpersonationOptions, type ImpersonationApi } from './impersonation/useImpersonation'
export { useImpersonatedSession, type ImpersonatedSession } from './impersonation/useImpersonatedSession'
export { impersonationReducer, initialImpersonationModel, impersonationRequest, impersonatorOf, type ImpersonationState, type ImpersonationEvent, type ImpersonationModel } from './impersonation/machine'
export { reloadSession, type SessionReloadContext } from './impersonation/reloadSession'
export { useResetPhoneNumber, type ResetPhoneNumber, type ResetPhoneNumberOptions, type ResetPhoneNumberApi } from './reset-phone-number/useResetPhoneNumber'
export {
  resetPhoneNumberReducer,
  initialResetPhoneNumberModel,
  RESET_PHONE_NUMBER_STEPS,
  type ResetPhoneNumberState,
  type ResetPhoneNumberStep,
  type ResetPhoneNumberModel,
  type ResetPhoneNumberEvent,
} from './reset-phone-number/machine'
export { smsLoginModel } from './login/machine'
export { parseSmsLoginHandoff, serialiseSmsLoginHandoff, SMS_HANDOFF_MAX_AGE_MS, type SmsLoginHandoff } from './login/smsHandoff'
export { useHostedLogin, type HostedLogin, type HostedLoginOptions } from './hosted/useHostedLogin'
export { useHostedCallback, type HostedCallback, type HostedCallbackOptions } from './hosted/useHostedCallback'
export { hostedLoginReducer, hostedCallbackReducer, type HostedLoginState, type HostedLoginEvent, type HostedCallbackState, type HostedCallbackEvent } from './hosted/machine'
export {
  authorizeParameters,
  checkHostedCallback,
  hostedFailure,
  parsePendingHostedLogin,
  HOSTED_LOGIN_FAILED,
  HOSTED_ERRORS,
  type HostedLoginSettings,
  type HostedStepUp,
  type PendingHostedLogin,
} from './hosted/hostedLogin'
export { beginHostedLogin, completeHostedLogin, adoptHostedTokens, trySilentLogin, endHostedSession, resolveHostedServer, HostedLoginError, type HostedContext } from './hosted/session'
export { useSignUp, SIGN_UP_FAILED, type SignUp, type SignUpOptions, type SignUpApi } from './sign-up/useSignUp'
export {
  signUpReducer,
  initialSignUpModel,
  signUpConfigFrom,
  asksForPassword,
  EMPTY_SIGN_UP_FORM,
  INVITATION_TOKEN_PARAMETER,
  type SignUpState,
  type SignUpEvent,
  type SignUpModel,
  type SignUpConfig,
  type SignUpForm,
} from './sign-up/machine'
export { signUpRequest, signUpOutcome, signUpEvents, signUpFormError, refusalOnField, rulesForNewAccount, type SignUpOutcome } from './sign-up/rules'
export { useAcceptInvitation, INVITATION_FAILED, type AcceptInvitation, type AcceptInvitationOptions, type AcceptInvitationApi } from './accept-invitation/useAcceptInvitation'
export { acceptInvitationReducer, initialAcceptInvitationState, invitationFromQuery, type AcceptInvitationState, type AcceptInvitationEvent, type InvitationLink } from './accept-invitation/machine'
export { socialSignInEffects, socialPostLoginInput, type SocialSignInInput, type SocialSignInEffects } from './callback/socialSignIn'
export { usePasswordConfig, PASSWORD_CONFIG_FAILED, type PasswordConfigState, type PasswordConfigOptions } from './shared/usePasswordConfig'
export {
  passwordChecklist,
  passwordPolicy,
  passwordLength,
  characterClassesOf,
  changedRules,
  DEFAULT_PASSWORD_POLICY,
  CHARACTER_CLASSES,
  type PasswordChecklist,
  type PasswordRule,
  type PasswordRuleId,
  type PasswordPolicy,
  type RuleStatus,
  type CharacterClass,
} from './shared/passwordRules'
export { useResetPassword, RESET_PASSWORD_FAILED, type ResetPassword, type ResetPasswordOptions, type ResetPasswordApi } from './reset-password/useResetPassword'
export {
  resetPasswordReducer,
  initialResetPasswordModel,
  resetLinkFromUrl,
  isLinkRefusal,
  type ResetPasswordState,
  type ResetPasswordStep,
  type ResetPasswordEvent,
  type ResetPasswordModel,
} from './reset-password/machine'
export { newPasswordError, PASSWORD_RULES_NOT_MET } from './shared/passwordRules'
export { useActivation, ACTIVATION_FAILED, type Activation, type ActivationOptions, type ActivationApi } from './activation/useActivation'
export {
  activationReducer,
  initialActivationModel,
  activationLinkFromUrl,
  LINK_MISSING,
  type ActivationState,
  type ActivationStep,
  type ActivationEvent,
  type ActivationModel,
} from './activation/machine'
export { useChangePassword, CHANGE_PASSWORD_FAILED, CURRENT_PASSWORD_REQUIRED, type ChangePassword, type ChangePasswordOptions, type ChangePasswordApi } from './change-password/useChangePassword'
export {
  changePasswordReducer,
  initialChangePasswordModel,
  changePasswordErrorField,
  isSessionEnded,
  type ChangePasswordState,
  type ChangePasswordStep,
  type ChangePasswordField,
  type ChangePasswordEvent,
  type ChangePasswordModel,
} from './change-password/machine'
