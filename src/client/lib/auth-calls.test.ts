import { describe, expect, it } from 'vitest'
import { authEndpoints } from '#contract/auth/endpoints.ts'
import { filesEndpoints } from '#contract/files/endpoints.ts'
import { endpointPath } from '#contract/common/endpoint.ts'
import { isAuthCall } from './auth-calls.ts'

describe('which calls go without the bearer token', () => {
  it('every call of the auth group', () => {
    for (const endpoint of Object.values(authEndpoints)) expect(isAuthCall(endpoint.path)).toBe(true)
  })

  it('not a download link whose token happens to contain the letters', () => {
    const link = endpointPath(filesEndpoints.download, { token: 'eyJhbGciOi.authXauth.sig' })
    expect(isAuthCall(link)).toBe(false)
    expect(isAuthCall(`http://example.test${link}?name=auth`)).toBe(false)
  })
})
