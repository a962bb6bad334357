import { describe, expect, it } from 'vitest'
import { LOGIN_STEPS } from '../../hooks'
import { loginStepFamily } from './stepFamilies'

describe('loginStepFamily', () => {
  it('keeps the email step and the cards shown while the browser leaves the page in the login box', () => {
    const upFront = LOGIN_STEPS.filter((step) => ['email', 'status'].includes(loginStepFamily(step)))
    expect(upFront.sort()).toEqual(['loginWithSSOFailed', 'preLogin', 'redirectToSSO', 'success'])
  })

  it('groups the steps by the screen module that draws them', () => {
    expect(loginStepFamily('loginWithPassword')).toBe('password')
    expect(['magicLinkPreLoginSuccess', 'loginWithOtc', 'loginWithSmsOtc'].map((step) => loginStepFamily(step as never))).toEqual(['passwordless', 'passwordless', 'passwordless'])
    expect(['loginWithTwoFactor', 'forceTwoFactor', 'recoverTwoFactor'].map((step) => loginStepFamily(step as never))).toEqual(['mfa', 'mfa', 'mfa'])
    expect(loginStepFamily('loginWithQuickSmsOtc')).toBe('quickLogin')
    expect([loginStepFamily('breachedPassword'), loginStepFamily('breachedPasswordSuccess')]).toEqual(['breachedPassword', 'breachedPassword'])
    expect(loginStepFamily('promptPasskeys')).toBe('promptPasskeys')
  })
})
