import { describe, it, expect } from 'vitest'
import { socialPostLoginInput, socialSignInEffects } from './socialSignIn'

const who = { userId: 'user-hedy', email: 'hedy@mail.test', name: 'Hedy Lamarr', provider: 'google' }

describe('socialSignInEffects (spec/auth.md §4 sign-up, social)', () => {
  it('a new user: signup_completed and user_verified, the user id remembered, the quick-login flag cleared', () => {
    expect(socialSignInEffects({ ...who, isNewUser: true })).toEqual({
      events: [
        { type: 'signup_completed', userId: 'user-hedy', email: 'hedy@mail.test', name: 'Hedy Lamarr', provider: 'google' },
        { type: 'user_verified', userId: 'user-hedy', email: 'hedy@mail.test', provider: 'google' },
      ],
      rememberUserId: 'user-hedy',
      clearQuickLogin: true,
    })
  })

  it('a new user with an invitation: user_verified only (no signup_completed)', () => {
    const effects = socialSignInEffects({ ...who, isNewUser: true, invitationToken: 'invite-1' })
    expect(effects.events).toEqual([{ type: 'user_verified', userId: 'user-hedy', email: 'hedy@mail.test', provider: 'google' }])
    expect(effects).toMatchObject({ rememberUserId: 'user-hedy', clearQuickLogin: true })
  })

  it('a returning user: no events, storage left alone', () => {
    expect(socialSignInEffects({ ...who, isNewUser: false })).toEqual({ events: [], rememberUserId: null, clearQuickLogin: false })
    expect(socialSignInEffects({ ...who, isNewUser: false, invitationToken: 'invite-1' })).toEqual({ events: [], rememberUserId: null, clearQuickLogin: false })
  })
})

describe('socialPostLoginInput (spec/auth.md §7 /user/sso/{provider}/postlogin)', () => {
  const checked = { ok: true as const, provider: 'google', code: 'c1', state: 's1', codeVerifier: 'v'.repeat(43) }
  const redirectUri = 'https://app.test/account/social/success'

  it('passes the invitation token from the query', () => {
    expect(socialPostLoginInput(checked, new URLSearchParams('code=c1&state=s1&invitationToken=invite-1'), redirectUri)).toEqual({
      provider: 'google',
      code: 'c1',
      state: 's1',
      codeVerifier: 'v'.repeat(43),
      redirectUri,
      invitationToken: 'invite-1',
    })
  })

  it('without one, sends none; an id_token goes along', () => {
    const input = socialPostLoginInput({ ...checked, idToken: 'id.token.sig' }, new URLSearchParams('code=c1&state=s1'), redirectUri)
    expect(input).not.toHaveProperty('invitationToken')
    expect(input.idToken).toBe('id.token.sig')
  })
})
