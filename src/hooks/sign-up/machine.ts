import type { AuthStrategy, VendorConfig } from '../../api/auth'
import type { FlowError } from '../shared/flowError'

/** spec/auth.md §3 sign-up state: what the vendor's public configuration allows. */
export interface SignUpConfig {
  readonly allowSignUps: boolean
  readonly allowNotVerifiedUsersLogin: boolean
  readonly authStrategy: AuthStrategy
}

/** What the user typed (the spec/auth.md §3 sign-up request before it is sent). */
export interface SignUpForm {
  readonly email: string
  readonly name: string
  readonly companyName: string
  /** Taken by the form, never sent (spec/auth.md §3: removed before sending). */
  readonly phoneNumber?: string
  /** Only when the vendor signs people in with a password. */
  readonly password?: string
}

/** The query parameter a sign-up or social sign-in page reads the user's invitation token from. */
export const INVITATION_TOKEN_PARAMETER = 'invitationToken'

export const EMPTY_SIGN_UP_FORM: SignUpForm = { email: '', name: '', companyName: '' }

export type SignUpState =
  /** firstLoad: the vendor's public configuration is loading. */
  | { readonly step: 'loading' }
  /** The configuration could not be loaded; the user can try again. */
  | { readonly step: 'loadFailed' }
  /** The vendor does not take sign-ups. */
  | { readonly step: 'signUpsDisabled' }
  /** spec/auth.md §2 SignUp: the form, holding what was last submitted. */
  | { readonly step: 'SignUp'; readonly form: SignUpForm }
  /** spec/auth.md §2 SignUpSuccess: the account exists; `shouldActivate` means an activation email is on its way. */
  | { readonly step: 'SignUpSuccess'; readonly email: string; readonly shouldActivate: boolean; readonly isSignedIn: boolean }
  /** A second factor is due: the login route continues at the MFA step (spec/auth.md §4). */
  | { readonly step: 'loginWithTwoFactor'; readonly email: string }

export interface SignUpModel {
  readonly state: SignUpState
  /** The vendor's configuration once loaded; a soft reset keeps it. */
  readonly config: SignUpConfig | null
  readonly pending: boolean
  readonly error: FlowError | null
}

export type SignUpEvent =
  /** The vendor's public configuration came back. */
  | { type: 'CONFIG.LOADED'; config: SignUpConfig }
  /** The configuration request failed: without it the form cannot know whether to ask for a password. */
  | { type: 'CONFIG.FAILED'; error: FlowError }
  /** The user asks to load the configuration again. */
  | { type: 'CONFIG.RETRIED' }
  /** The user submitted the form. */
  | { type: 'SIGNUP.SUBMITTED'; form: SignUpForm }
  /** The form was invalid or the server refused (email taken, sign-ups off, server down). */
  | { type: 'SIGNUP.REJECTED'; error: FlowError }
  /** The account exists; signed in when the answer held an access token. */
  | { type: 'SIGNUP.SUCCEEDED'; shouldActivate: boolean; isSignedIn: boolean }
  /** The account exists and must prove a second factor before it gets a session. */
  | { type: 'SIGNUP.MFA_REQUIRED' }
  /** spec/auth.md §4 soft reset: back to an empty form, keeping the vendor configuration. */
  | { type: 'RESET' }

export const initialSignUpModel = (): SignUpModel => ({ state: { step: 'loading' }, config: null, pending: false, error: null })

/** Whether the form asks for a password: only when the vendor signs people in with one. */
export const asksForPassword = (config: Pick<SignUpConfig, 'authStrategy'>): boolean => config.authStrategy === 'EmailAndPassword'

/** spec/auth.md §3 vendor public config, read for sign-up: fields the server leaves out are off, the strategy defaults to password. */
export function signUpConfigFrom(vendor: VendorConfig): SignUpConfig {
  return {
    allowSignUps: vendor.allowSignups ?? false,
    allowNotVerifiedUsersLogin: vendor.allowNotVerifiedUsersLogin ?? false,
    authStrategy: vendor.authStrategy ?? 'EmailAndPassword',
  }
}

export function signUpReducer(model: SignUpModel, event: SignUpEvent): SignUpModel {
  const { state } = model
  switch (state.step) {
    case 'loading':
      switch (event.type) {
        case 'CONFIG.LOADED':
          return {
            state: event.config.allowSignUps ? { step: 'SignUp', form: EMPTY_SIGN_UP_FORM } : { step: 'signUpsDisabled' },
            config: event.config,
            pending: false,
            error: null,
          }
        case 'CONFIG.FAILED':
          return { ...model, state: { step: 'loadFailed' }, error: event.error }
        default:
          return model
      }
    case 'loadFailed':
      return event.type === 'CONFIG.RETRIED' ? { ...model, state: { step: 'loading' }, error: null } : model
    case 'signUpsDisabled':
      return model
    case 'SignUp':
      switch (event.type) {
        case 'SIGNUP.SUBMITTED':
          // One request at a time: a second submit while one waits is ignored.
          return model.pending ? model : { ...model, state: { step: 'SignUp', form: event.form }, pending: true, error: null }
        case 'SIGNUP.REJECTED':
          // The form keeps what was submitted: a failed sign-up is fixed, not retyped.
          return model.pending ? { ...model, pending: false, error: event.error } : model
        case 'SIGNUP.SUCCEEDED':
          return model.pending
            ? { ...model, state: { step: 'SignUpSuccess', email: state.form.email, shouldActivate: event.shouldActivate, isSignedIn: event.isSignedIn }, pending: false, error: null }
            : model
        case 'SIGNUP.MFA_REQUIRED':
          return model.pending ? { ...model, state: { step: 'loginWithTwoFactor', email: state.form.email }, pending: false, error: null } : model
        case 'RESET':
          return model.pending ? model : softReset(model)
        default:
          return model
      }
    case 'SignUpSuccess':
      return event.type === 'RESET' ? softReset(model) : model
    case 'loginWithTwoFactor':
      return model
  }
}

/** spec/auth.md §4: a soft reset keeps allowSignUps and allowNotVerifiedUsersLogin (the loaded configuration). */
function softReset(model: SignUpModel): SignUpModel {
  return { state: { step: 'SignUp', form: EMPTY_SIGN_UP_FORM }, config: model.config, pending: false, error: null }
}
