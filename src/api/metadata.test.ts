import { describe, expect, it } from 'vitest'
import { answering } from './answering.testing'
import { ApiError } from './errors'
import * as metadata from './metadata'

const row = { entityName: 'adminBox', configuration: { loginBox: { palette: { primary: '#0b6e4f' }, socialLogins: ['google'], gtmContainerId: 'GTM-ACME42' } } }

describe('metadata api (reference/endpoints.json getMetadata, updateAdminBoxMetadata)', () => {
  it('GET /metadata?entityName=adminBox: the first row', async () => {
    const { client, sent } = answering({ rows: [row] })
    await expect(metadata.getAdminBoxMetadata(client)).resolves.toEqual(row)
    expect(sent()).toEqual({ method: 'GET', path: '/metadata?entityName=adminBox', body: undefined })
  })

  it('no row: "metadata not found" (spec/admin.md §8)', async () => {
    const error = await metadata.getAdminBoxMetadata(answering({ rows: [] }).client).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ message: 'metadata not found', status: 404 })
  })

  it('POST /metadata/admin-box with the entity and the list of actions (type, path, payload)', async () => {
    const { client, sent } = answering(row)
    const actions: metadata.MetadataAction[] = [
      { type: 'set', path: 'loginBox.palette.primary', payload: '#0b6e4f' },
      { type: 'remove', path: 'loginBox.logo', payload: null },
    ]
    await expect(metadata.updateAdminBoxMetadata(client, actions)).resolves.toEqual(row)
    expect(sent()).toEqual({ method: 'POST', path: '/metadata/admin-box', body: { entityName: 'adminBox', actions } })
  })

  it.each<[string, unknown]>([
    ['no rows', {}],
    ['a row without its entity', { rows: [{ configuration: {} }] }],
    ['social buttons that are no list', { rows: [{ entityName: 'adminBox', configuration: { loginBox: { socialLogins: 'google' } } }] }],
  ])('%s → malformed ApiError', async (_name, answer) => {
    await expect(metadata.getAdminBoxMetadata(answering(answer).client)).rejects.toBeInstanceOf(ApiError)
  })
})
