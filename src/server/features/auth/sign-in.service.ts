import type { SmsCodeSent, Tokens } from '#contract/auth/auth.ts'
import type { Role } from '#contract/auth/roles.ts'
import { smsMessages } from '#contract/auth/sms-code.ts'
import type { Database } from '../../db/client.ts'
import { Conflict, Forbidden, NotFound } from '../../http/errors.ts'
import * as repository from './auth.repository.ts'
import type { SessionService } from './sessions.service.ts'
import type { SmsCodeService } from './sms-codes.service.ts'
import type { TokenService } from './tokens.ts'

export type SignInService = ReturnType<typeof createSignInService>

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
    if (!worker) throw new NotFound(smsMessages.workerNotFound)
    if (worker.state === 'DELETED_SELF_EMPLOYED') throw new Forbidden(smsMessages.workerDeleted)
    return worker
  }

  return {
    async requestEmployeeCode(phone: string, address: string): Promise<SmsCodeSent> {
      await activeEmployee(phone)
      return smsCodes.request('employee-login', phone, address)
    },

    async signInEmployee(phone: string, code: string): Promise<Tokens> {
      const employee = await activeEmployee(phone)
      await smsCodes.verify('employee-login', phone, code)
      const roles = employee.isAdmin ? (['EMPLOYEE', 'ADMIN'] as const) : (['EMPLOYEE'] as const)
      return db.transaction((tx) =>
        sessions.start(tx, { kind: 'employee', id: employee.id, roles: [...roles] }),
      )
    },

    async requestWorkerCode(phone: string, address: string): Promise<SmsCodeSent> {
      await signableWorker(phone)
      return smsCodes.request('worker-login', phone, address)
    },

    async signInWorker(phone: string, code: string): Promise<Tokens> {
      const worker = await signableWorker(phone)
      await smsCodes.verify('worker-login', phone, code)
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

    async requestRegistrationCode(phone: string, address: string): Promise<SmsCodeSent> {
      if (await repository.findWorkerByPhone(db, phone)) throw new Conflict(smsMessages.alreadyRegistered)
      return smsCodes.request('worker-registration', phone, address)
    },

    async proveRegistrationPhone(phone: string, code: string): Promise<{ registrationToken: string }> {
      if (await repository.findWorkerByPhone(db, phone)) throw new Conflict(smsMessages.alreadyRegistered)
      await smsCodes.verify('worker-registration', phone, code)
      return { registrationToken: await deps.tokens.signRegistration(phone) }
    },
  }
}
