import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Connect } from 'vite'

/** Where the identity API delivers this host's webhook events. */
export const RECEIVER_PATH = '/webhooks/gatehouse'

/** A delivery as the receiver took it: the event, whether its signature held, and the body as sent. */
export interface ReceivedDelivery {
  readonly event: string | undefined
  readonly verified: boolean
  readonly body: unknown
}

/** Whether a delivery was signed by Gatehouse with `secret` in the last five minutes (README, "Connectivity calls"). */
export function isFromGatehouse(header: string | undefined, rawBody: string, secret: string): boolean {
  const parts = Object.fromEntries((header ?? '').split(',').map((part) => part.split('=', 2)))
  const sentAt = Number(parts.t)
  if (!Number.isInteger(sentAt) || Math.abs(Date.now() / 1000 - sentAt) > 300 || !parts.v1) return false
  const expected = createHmac('sha256', secret).update(`${sentAt}.${rawBody}`).digest()
  const given = Buffer.from(parts.v1, 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * A tiny webhook receiver for the example host's server: POST takes a delivery (refused with 401 when
 * its signature does not hold against `secret`) and answers what it took; GET lists what it took.
 */
export function webhookReceiver(secret: string): Connect.NextHandleFunction {
  const received: ReceivedDelivery[] = []
  return (request, response, next) => {
    if (request.url?.split('?')[0] !== RECEIVER_PATH) return next()
    const answer = (status: number, body: unknown) => {
      response.statusCode = status
      response.setHeader('content-type', 'application/json')
      response.end(JSON.stringify(body))
    }
    if (request.method === 'GET') return answer(200, received)
    if (request.method !== 'POST') return answer(405, { error: 'POST a delivery' })
    let raw = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => (raw += chunk))
    request.on('end', () => {
      const verified = isFromGatehouse(request.headers['x-gatehouse-signature'] as string | undefined, raw, secret)
      const event = request.headers['x-gatehouse-event'] as string | undefined
      let body: unknown = raw
      try {
        body = JSON.parse(raw)
      } catch {
        // Kept as the text it came as.
      }
      received.push({ event, verified, body })
      if (!verified) return answer(401, { error: 'signature does not hold' })
      answer(200, { received: true, event })
    })
  }
}
