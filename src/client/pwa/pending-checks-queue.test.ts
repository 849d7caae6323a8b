import { describe, expect, it } from 'vitest'
import { ApiError } from '../lib/api-error.ts'
import { createPendingChecks, type PendingCheck } from './pending-checks-queue.ts'
import { memoryBackend } from './testing/memory-backend.ts'

const checkIn = (id: number, at = '2026-11-24T06:58:00.000Z'): PendingCheck => ({
  kind: 'checkIn',
  body: { id, at, code: '123456' },
})
const checkOut = (id: number): PendingCheck => ({
  kind: 'checkOut',
  body: { id, at: '2026-11-24T15:02:00.000Z', code: '654321' },
})

const noNetwork = () => new ApiError(0, 'Нет соединения с сервером')

/** The server as the queue sees it: offline until `online`, every check it took in `received`. */
function server() {
  const received: PendingCheck[] = []
  let online = false
  const send = async (check: PendingCheck) => {
    if (!online) throw noNetwork()
    received.push(check)
  }
  return { send, received, goOnline: () => (online = true) }
}

const worker = 11
const otherWorker = 12

describe('checks waiting on the phone', () => {
  it('answers the same empty list while no worker is signed in, so a screen watching it renders once', () => {
    const queue = createPendingChecks(memoryBackend().backend, server().send)
    expect(queue.current()).toEqual([])
    expect(queue.current()).toBe(queue.current())
  })

  it("keeps a worker's checks across sign-out and sends them, in order, when that worker signs in again", async () => {
    const { backend, entries } = memoryBackend()
    const network = server()
    const queue = createPendingChecks(backend, network.send)
    const stop = queue.start(worker, () => {})
    expect(await queue.add(checkIn(7))).toBe(true)
    expect(await queue.add(checkOut(7))).toBe(true)
    await queue.send()
    expect(queue.current()).toEqual([checkIn(7), checkOut(7)])

    stop()
    expect(queue.current()).toEqual([])
    expect(await queue.add(checkIn(8))).toBe(false)
    expect(entries.has(String(worker))).toBe(true)

    network.goOnline()
    const outcomes: (string | null)[] = []
    queue.start(worker, (refusal) => outcomes.push(refusal))
    await queue.send()
    expect(network.received).toEqual([checkIn(7), checkOut(7)])
    expect(outcomes).toEqual([null, null])
    expect(queue.current()).toEqual([])
    expect(entries.size).toBe(0)
  })

  it("never sends another worker's checks: they wait for their own worker", async () => {
    const { backend } = memoryBackend()
    const network = server()
    const queue = createPendingChecks(backend, network.send)
    const stopFirst = queue.start(worker, () => {})
    await queue.add(checkIn(7))
    stopFirst()

    network.goOnline()
    const stopOther = queue.start(otherWorker, () => {})
    await queue.send()
    expect(queue.current()).toEqual([])
    expect(network.received).toEqual([])
    await queue.add(checkIn(9))
    await queue.send()
    expect(network.received).toEqual([checkIn(9)])
    stopOther()

    queue.start(worker, () => {})
    await queue.send()
    expect(network.received).toEqual([checkIn(9), checkIn(7)])
  })

  it('drops a check the server refuses, with its message, and keeps the rest when the network fails', async () => {
    const { backend, entries } = memoryBackend()
    // A refusal, a check taken, then no network for good.
    const answers: (Error | null)[] = [new ApiError(409, 'Приход на эту смену уже отмечен'), null]
    const sent: PendingCheck[] = []
    const queue = createPendingChecks(backend, async (check) => {
      const answer = answers.length > 0 ? answers.shift() : noNetwork()
      if (answer) throw answer
      sent.push(check)
    })
    const outcomes: (string | null)[] = []
    queue.start(worker, (refusal) => outcomes.push(refusal))
    await queue.add(checkIn(7))
    await queue.add(checkIn(8))
    await queue.add(checkOut(8))
    await queue.send()
    expect(outcomes).toEqual(['Приход на эту смену уже отмечен', null])
    expect(sent).toEqual([checkIn(8)])
    expect(queue.current()).toEqual([checkOut(8)])
    expect(entries.get(String(worker))).toMatchObject({ checks: [checkOut(8)] })
  })

  it('takes a check out of the store when its send ends after the worker signed out', async () => {
    const { backend, entries } = memoryBackend()
    let answer = () => {}
    const queue = createPendingChecks(backend, () => new Promise<void>((resolve) => (answer = resolve)))
    const stop = queue.start(worker, () => {})
    await queue.add(checkIn(7))
    const sending = queue.send()
    stop()
    answer()
    await sending
    const again = createPendingChecks(backend, async () => {
      throw new Error('must not be sent twice')
    })
    again.start(worker, () => {})
    await again.send()
    expect(again.current()).toEqual([])
    expect(entries.size).toBe(0)
  })

  it('drops a stored queue that is not a queue of this worker rather than sending it', async () => {
    const { backend, entries } = memoryBackend()
    entries.set(String(worker), { format: 1, workerId: otherWorker, checks: [checkIn(7)] })
    const network = server()
    network.goOnline()
    const queue = createPendingChecks(backend, network.send)
    queue.start(worker, () => {})
    await queue.send()
    expect(network.received).toEqual([])
    expect(entries.size).toBe(0)
  })
})
