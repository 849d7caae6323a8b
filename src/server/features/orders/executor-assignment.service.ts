import type { Order } from '#contract/orders/order.ts'
import { npdMessages } from '#contract/npd/npd.ts'
import { formerEmployeeMessages } from '#contract/former-employees/former-employees.ts'
import type { Clock } from '../../kernel/clock.ts'
import type { NpdStatusService } from '../../shared/npd/npd-status.ts'
import type { Database, Executor } from '../../db/client.ts'
import { BadInput, Conflict } from '../../kernel/errors.ts'
import { formerEmployerBar } from '../../shared/former-employment/former-employment.repository.ts'
import { applyTransition } from '../../shared/order-core/order-transitions.ts'
import { deleteResponseOf, findResponse } from '../../shared/order-core/responses.repository.ts'
import {
  byShopRule,
  lockedForExecutor,
  lockedOrder as locked,
  orderView as view,
  staff,
  worker,
} from './order-calls.ts'

/** Who executes an order: staff (or the shop's rule) set a respondent who is self-employed, the executor answers. */
export function createExecutorAssignment(deps: { db: Database; clock: Clock; npd: NpdStatusService }) {
  const { db, clock } = deps

  return {
    /** By staff, or (employeeId null) by the shop's auto-accept rule: the same checks, the same transition. */
    async setExecutor(employeeId: number | null, id: number, workerId: number): Promise<Order> {
      await askNpdBeforeAssignment(employeeId, id, workerId)
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        const { responded, confirmed } = await respondent(tx, id, workerId)
        if (!responded)
          throw new BadInput('Этот исполнитель не откликался на заказ', {
            selfEmployedId: 'Исполнитель не откликался',
          })
        if (!confirmed) throw new Conflict('Исполнитель не подтверждён или заблокирован')
        await refuseUnlessSelfEmployed(tx, workerId)
        const now = clock()
        const barred = await formerEmployerBar(tx, workerId, now)
        if (barred) throw new Conflict(formerEmployeeMessages.assignment(barred))
        await applyTransition(
          tx,
          order,
          'setExecutor',
          employeeId === null ? byShopRule : staff(employeeId),
          now,
          {
            executorId: workerId,
            approvedAt: now,
          },
        )
        return view(tx, id)
      })
    },

    async confirmExecution(workerId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await lockedForExecutor(tx, id, workerId)
        await applyTransition(tx, order, 'confirmExecution', worker(workerId), clock())
        return view(tx, id)
      })
    },

    async rejectExecution(workerId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await lockedForExecutor(tx, id, workerId)
        await deleteResponseOf(tx, id, workerId)
        await applyTransition(tx, order, 'rejectExecution', worker(workerId), clock(), {
          executorId: null,
          approvedAt: null,
        })
        return view(tx, id)
      })
    },

    async removeExecutor(employeeId: number, id: number): Promise<Order> {
      return db.transaction(async (tx) => {
        const order = await locked(tx, id)
        if (order.executorId) await deleteResponseOf(tx, id, order.executorId)
        await applyTransition(tx, order, 'removeExecutor', staff(employeeId), clock(), {
          executorId: null,
          approvedAt: null,
        })
        return view(tx, id)
      })
    },
  }

  /**
   * Issue #22: the tax service is asked about a worker who could be assigned, before the order is locked (a
   * slow answer holds no lock). Its answer, or its silence, is kept; the refusal is decided under the lock.
   */
  async function askNpdBeforeAssignment(employeeId: number | null, orderId: number, workerId: number) {
    if ((await respondent(db, orderId, workerId)).confirmed)
      await deps.npd.refresh(
        workerId,
        employeeId === null ? { kind: 'system' } : { kind: 'employee', id: employeeId },
        'assignment',
      )
  }

  /** A worker the tax service says is not self-employed is not assigned; unknown is not a no. */
  async function refuseUnlessSelfEmployed(tx: Executor, workerId: number) {
    const status = await deps.npd.stored(tx, workerId)
    if (status?.registered === false)
      throw new Conflict(npdMessages.notRegisteredForAssignment(status.requestDate))
  }

  async function respondent(tx: Executor, orderId: number, workerId: number) {
    const response = await findResponse(tx, orderId, workerId)
    return { responded: Boolean(response), confirmed: response?.workerState === 'SELF_EMPLOYED' }
  }
}
