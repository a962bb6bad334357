import { useState } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { VALID_IDP_CERTIFICATE } from '../../../fixtures/ssoCertificates'
import { looksLikePem } from './certificate'
import { useCertificateReading } from './useCertificateReading'

vi.mock('./certificate', async (original) => {
  const actual = await original<typeof import('./certificate')>()
  return { ...actual, looksLikePem: vi.fn(actual.looksLikePem) }
})

// Server rendering only: no DOM, effects never run. A render-phase update makes React render the
// probe again at once with its hooks kept, as a keystroke elsewhere in the form would.
function Probe({ pem, renders }: { pem: string; renders: number }) {
  const [count, setCount] = useState(1)
  if (count < renders) setCount(count + 1)
  const reading = useCertificateReading(pem)
  return <output>{`${count}:${reading.status}`}</output>
}

describe('useCertificateReading (server render)', () => {
  it('the shape of the same text is checked once, however often the form renders (issue 24)', () => {
    vi.mocked(looksLikePem).mockClear()
    expect(renderToString(<Probe pem={VALID_IDP_CERTIFICATE} renders={5} />)).toBe('<output>5:checking</output>')
    expect(looksLikePem).toHaveBeenCalledTimes(1)
  })
  it('nothing typed → empty; text that is no PEM → invalid at once', () => {
    expect(renderToString(<Probe pem="  " renders={1} />)).toBe('<output>1:empty</output>')
    expect(renderToString(<Probe pem="hello" renders={1} />)).toBe('<output>1:invalid</output>')
  })
})
