import { describe, it, expect } from 'vitest'
import { renderToString } from 'react-dom/server'
import { MessagesProvider } from '../i18n/MessagesProvider'
import { defaultMessages, mergeCatalogue } from '../i18n/messages'
import { defaultLoginStepMessages } from '../i18n/loginStepMessages'
import { defaultResetPhoneNumberMessages, useResetPhoneNumberMessages } from './resetPhoneNumberMessages'

function Probe() {
  const text = useResetPhoneNumberMessages()
  return <output>{`${text.request.title}|${text.request.submit}|${text.change.title}`}</output>
}

// The probe's text, inside whatever wraps it (MessagesProvider's element carrying the language and direction).
const rendered = (html: string) => html.match(/<output>(.*)<\/output>/)?.[1]

describe('the reset phone number catalogue', () => {
  it('is English by default', () => {
    expect(rendered(renderToString(<Probe />))).toBe('Reset your phone number|Email me a code|Enter your new phone number')
  })

  it("takes the host's resetPhoneNumber overrides at any depth, keeping the rest", () => {
    const html = renderToString(
      <MessagesProvider messages={{ resetPhoneNumber: { request: { title: 'Réinitialiser votre numéro' } } }}>
        <Probe />
      </MessagesProvider>,
    )
    expect(rendered(html)).toBe(`Réinitialiser votre numéro|${defaultResetPhoneNumberMessages.request.submit}|${defaultResetPhoneNumberMessages.change.title}`)
  })

  it('is not part of the sign-in catalogue the login box loads', () => {
    expect(defaultMessages).not.toHaveProperty('resetPhoneNumber')
    expect(mergeCatalogue(defaultLoginStepMessages, { oneTimeCode: { lostPhone: 'Téléphone perdu ?' } }).oneTimeCode.lostPhone).toBe('Téléphone perdu ?')
  })
})
