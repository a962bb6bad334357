import { getResponse } from 'msw'
import { handlers } from '../fixtures/handlers'

/** Mock mode: the request is answered by the fixtures' MSW handlers in-process, no service worker. */
export async function mockFetch(request: Request, delayMs: number): Promise<Response> {
  request.signal.throwIfAborted()
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  request.signal.throwIfAborted()
  const response = await getResponse(handlers, request)
  // HttpResponse.error() stands for a network failure: a real fetch rejects with a TypeError then.
  if (response?.type === 'error') throw new TypeError('Failed to fetch')
  return response ?? new Response(JSON.stringify({ errors: [`No mock for ${request.method} ${new URL(request.url).pathname}`] }), { status: 404 })
}
