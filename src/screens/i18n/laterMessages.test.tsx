import { describe, expect, it } from 'vitest'
import { renderToString } from 'react-dom/server'
import { defaultLoginStepMessages, useLoginStepMessages } from './loginStepMessages'
import { defaultMessages, mergeMessages, type MessagesOverride } from './messages'
import { MessagesProvider } from './MessagesProvider'
import { defaultPageMessages, usePageMessages } from './pageMessages'

// A host's French overrides as they were written before the later steps' and the pages' strings had
// catalogues of their own: the same keys, at any depth.
const french: MessagesOverride = {
  login: { emailStep: { title: 'Connexion' }, passwordStep: { title: 'Saisissez votre mot de passe' }, oneTimeCode: { lostPhone: 'Téléphone perdu ?' } },
  stepUp: { gate: { verify: 'Vérifier' } },
  hosted: { failed: { retry: 'Réessayer' } },
  forgotPassword: { pending: 'Envoi' },
}

function Probe() {
  const steps = useLoginStepMessages()
  const pages = usePageMessages()
  return <p>{[steps.passwordStep.title, steps.passwordStep.submit, steps.oneTimeCode.lostPhone, pages.stepUp.gate.verify, pages.hosted.failed.retry, pages.hosted.failed.title, pages.forgotPassword.pending].join('|')}</p>
}

const rendered = (html: string) => /<p>(.*)<\/p>/.exec(html)?.[1]?.replaceAll('&#x27;', "'")

describe('the later login steps’ and the other pages’ strings', () => {
  it('take a host’s overrides under the keys they always had, and keep the rest', () => {
    const html = renderToString(
      <MessagesProvider messages={french}>
        <Probe />
      </MessagesProvider>,
    )
    expect(rendered(html)).toBe(
      ['Saisissez votre mot de passe', defaultLoginStepMessages.passwordStep.submit, 'Téléphone perdu ?', 'Vérifier', 'Réessayer', defaultPageMessages.hosted.failed.title, 'Envoi'].join('|'),
    )
  })

  it('are English without a provider', () => {
    expect(rendered(renderToString(<Probe />))).toBe(
      [defaultLoginStepMessages.passwordStep.title, defaultLoginStepMessages.passwordStep.submit, defaultLoginStepMessages.oneTimeCode.lostPhone, defaultPageMessages.stepUp.gate.verify, defaultPageMessages.hosted.failed.retry, defaultPageMessages.hosted.failed.title, defaultPageMessages.forgotPassword.pending].join('|'),
    )
  })

  it('are not in the catalogue the login box loads up front, which still takes its own overrides', () => {
    for (const key of Object.keys(defaultLoginStepMessages)) expect(defaultMessages.login).not.toHaveProperty(key)
    for (const key of Object.keys(defaultPageMessages)) expect(defaultMessages).not.toHaveProperty(key)
    expect(mergeMessages(french).login.emailStep.title).toBe('Connexion')
    expect(mergeMessages(french)).not.toHaveProperty('stepUp')
  })
})
