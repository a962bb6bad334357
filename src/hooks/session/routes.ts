/** spec/auth.md §2: the account routes, every one overridable through the provider. */
export const DEFAULT_ROUTES = {
  authenticatedUrl: '/',
  loginUrl: '/account/login',
  stepUpUrl: '/account/step-up',
  logoutUrl: '/account/logout',
  activateUrl: '/account/activate',
  impersonationUrl: '/account/impersonate',
  acceptInvitationUrl: '/account/invitation/accept',
  forgetPasswordUrl: '/account/forget-password',
  resetPhoneNumberUrl: '/account/reset-phone-number',
  resetPasswordUrl: '/account/reset-password',
  socialLoginCallbackUrl: '/account/social/success',
  signUpUrl: '/account/sign-up',
  oidcRedirectUrl: '/account/oidc/callback',
  samlCallbackUrl: '/account/saml/callback',
  magicLinkCallbackUrl: '/account/login/magic-link',
  hostedLoginRedirectUrl: '/oauth/callback',
  openAppUrl: '/account/redirect',
} as const

export type Routes = { -readonly [K in keyof typeof DEFAULT_ROUTES]: string }

/** Changes the page; `replace` keeps the auth page out of the history. */
export type Navigate = (to: string, options?: { replace?: boolean }) => void

/** Full-page navigation through `window.location`, so no router is required. */
export const windowNavigate: Navigate = (to, options) => {
  if (options?.replace) window.location.replace(to)
  else window.location.assign(to)
}
