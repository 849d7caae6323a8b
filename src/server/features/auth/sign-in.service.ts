import type { SmsCodeSent, Tokens } from '#contract/auth/auth.ts'
import type { Role } from '#contract/auth/roles.ts'
import { smsMessages } from '#contract/auth/sms-code.ts'
import type { Database } from '../../db/client.ts'
import { Conflict, Forbidden, NotFound, type ServiceError } from '../../kernel/errors.ts'
import * as repository from './auth.repository.ts'
import type { SessionService } from './sessions.service.ts'
import type { CodeRecipient, SmsCodeService } from './sms-codes.service.ts'
import type { TokenService } from './tokens.ts'

export type SignInService = ReturnType<typeof createSignInService>

type FoundWorker = Awaited<ReturnType<typeof repository.findWorkerByPhone>>

const isSignable = (worker: FoundWorker): worker is NonNullable<FoundWorker> =>
  worker !== null && worker.state !== 'DELETED_SELF_EMPLOYED'

/** Workers' phones are no secret (registration says which are taken), so an unknown one is told to register. */
const refusalFor = (worker: FoundWorker): ServiceError =>
  worker ? new Forbidden(smsMessages.workerDeleted) : new NotFound(smsMessages.workerNotFound)

const refuse = (error: ServiceError): CodeRecipient => ({ outcome: 'refuse', error })

/** Phone + SMS code sign-in for staff and workers, and the phone proof that opens registration. */
export function createSignInService(deps: {
  db: Database
  smsCodes: SmsCodeService
  sessions: SessionService
  tokens: TokenService
}) {
  const { db, smsCodes, sessions } = deps

  async function activeEmployee(phone: string) {
    const employee = await repository.findEmployeeByPhone(db, phone)
    if (!employee || employee.deletedAt) throw new NotFound(smsMessages.employeeNotFound)
    return employee
  }

  async function signableWorker(phone: string) {
    const worker = await repository.findWorkerByPhone(db, phone)
    if (isSignable(worker)) return worker
    throw refusalFor(worker)
  }

  return {
    /**
     * A staff phone that is nobody's gets the answer a known one gets, at the same cost and speed, and no SMS:
     * staff phones are not to be found out by asking (decision 019).
     */
    async requestEmployeeCode(phone: string, address: string, proof?: string): Promise<SmsCodeSent> {
      return smsCodes.request(
        { purpose: 'employee-login', phone, address, proof, deliverInBackground: true },
        async (tx) => {
          const employee = await repository.findEmployeeByPhone(tx, phone)
          return employee && !employee.deletedAt
            ? { outcome: 'send', budget: 'known-users' }
            : { outcome: 'pretend' }
        },
      )
    },

    /** The code is checked first, so a phone that is nobody's gets the same answers as a known one. */
    async signInEmployee(phone: string, code: string, address: string): Promise<Tokens> {
      await smsCodes.verify('employee-login', phone, code, address)
      const employee = await activeEmployee(phone)
      const roles = employee.isAdmin ? (['EMPLOYEE', 'ADMIN'] as const) : (['EMPLOYEE'] as const)
      return db.transaction((tx) =>
        sessions.start(tx, { kind: 'employee', id: employee.id, roles: [...roles] }),
      )
    },

    async requestWorkerCode(phone: string, address: string, proof?: string): Promise<SmsCodeSent> {
      return smsCodes.request({ purpose: 'worker-login', phone, address, proof }, async (tx) => {
        const worker = await repository.findWorkerByPhone(tx, phone)
        return isSignable(worker) ? { outcome: 'send', budget: 'known-users' } : refuse(refusalFor(worker))
      })
    },

    async signInWorker(phone: string, code: string, address: string): Promise<Tokens> {
      const worker = await signableWorker(phone)
      await smsCodes.verify('worker-login', phone, code, address)
      return db.transaction((tx) =>
        sessions.start(tx, { kind: 'worker', id: worker.id, roles: [worker.state] }),
      )
    },

    /** Tests only: the /dev/session route that calls this exists only with NODE_ENV=test (decision 017). */
    async signInWithoutCode(as: 'employee' | 'worker', phone: string): Promise<Tokens> {
      if (as === 'employee') {
        const employee = await activeEmployee(phone)
        const roles: Role[] = employee.isAdmin ? ['EMPLOYEE', 'ADMIN'] : ['EMPLOYEE']
        return db.transaction((tx) => sessions.start(tx, { kind: 'employee', id: employee.id, roles }))
      }
      const worker = await signableWorker(phone)
      return db.transaction((tx) =>
        sessions.start(tx, { kind: 'worker', id: worker.id, roles: [worker.state] }),
      )
    },

    async requestRegistrationCode(phone: string, address: string, proof?: string): Promise<SmsCodeSent> {
      return smsCodes.request({ purpose: 'worker-registration', phone, address, proof }, async (tx) =>
        (await repository.findWorkerByPhone(tx, phone))
          ? refuse(new Conflict(smsMessages.alreadyRegistered))
          : { outcome: 'send', budget: 'new-numbers' },
      )
    },

    async proveRegistrationPhone(
      phone: string,
      code: string,
      address: string,
    ): Promise<{ registrationToken: string }> {
      if (await repository.findWorkerByPhone(db, phone)) throw new Conflict(smsMessages.alreadyRegistered)
      await smsCodes.verify('worker-registration', phone, code, address)
      return { registrationToken: await deps.tokens.signRegistration(phone) }
    },
  }
}
