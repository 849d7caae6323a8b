import { describe, expect, it } from 'vitest'
import { currentUserFailureMessage } from '#contract/common/error-messages.ts'
import { ApiError, offlineMessage } from '../../lib/api-error.ts'
import { currentUserFailureText } from './current-user-failure.ts'

const answer = (status: number, body: string) =>
  ApiError.from(new Response(body, { status, headers: { 'content-type': 'application/json' } }))

describe("the current user's load failure (spec section 8)", () => {
  it("shows the server's message when it gave one", async () => {
    expect(currentUserFailureText(await answer(403, '{"message":"Недостаточно прав"}'))).toBe(
      'Недостаточно прав',
    )
  })

  it('shows «Не удалось получить информацию о пользователе» for an error without a message', async () => {
    expect(currentUserFailureText(await answer(500, ''))).toBe(currentUserFailureMessage)
    expect(currentUserFailureText(await answer(502, '<html>Bad Gateway</html>'))).toBe(
      currentUserFailureMessage,
    )
    expect(currentUserFailureText(await answer(500, '{"error":"x"}'))).toBe(currentUserFailureMessage)
    expect(currentUserFailureText(new ApiError(0, offlineMessage))).toBe(currentUserFailureMessage)
    expect(currentUserFailureText(new TypeError('boom'))).toBe(currentUserFailureMessage)
  })
})
