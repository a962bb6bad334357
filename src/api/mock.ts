import { getResponse } from 'msw'
import { handlers } from '../fixtures/handlers'

/** Mock mode: the request is answered by the fixtures' MSW handlers in-process, no service worker. */
export async function mockFetch(request: Request, delayMs: number): Promise<Response> {
  await new Promise((resolve) => setTimeout(resolve, delayMs))
  const response = await getResponse(handlers, request)
  return response ?? new Response(JSON.stringify({ errors: [`No mock for ${request.method} ${new URL(request.url).pathname}`] }), { status: 404 })
}
