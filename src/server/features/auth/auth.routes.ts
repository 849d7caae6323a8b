import type { FastifyPluginAsync } from 'fastify'
import { authEndpoints as calls } from '#contract/auth/endpoints.ts'
import type { SendForm, Tokens } from '#contract/auth/auth.ts'
import { acceptedFrom } from '../../http/accepted-from.ts'
import type { AcceptedFrom } from '../../kernel/actor.ts'
import { requestLimits } from '../../http/request-limits.ts'
import { serve } from '../../http/serve-endpoint.ts'
import type { CodeChallenges } from './code-challenges.ts'
import type { SessionService } from './sessions.service.ts'
import type { SignInService } from './sign-in.service.ts'

export function authRoutes(deps: {
  signIn: SignInService
  sessions: SessionService
  /** Worker registration lives in workers; app.ts hands it in. */
  registration: { register: (form: SendForm, from: AcceptedFrom) => Promise<Tokens> }
  codeChallenges: CodeChallenges
}): FastifyPluginAsync {
  const { signIn, sessions, registration, codeChallenges } = deps
  return async (app) => {
    await serve(
      app,
      calls.codeChallenge,
      ({ body }, request) => codeChallenges.issue(body.phone, request.ip),
      {
        limit: requestLimits.codeChallengesPerAddress,
      },
    )
    await serve(app, calls.requestEmployeeCode, ({ body }, request) =>
      signIn.requestEmployeeCode(body.phone, request.ip, body.proof),
    )
    await serve(app, calls.signInEmployee, ({ body }, request) =>
      signIn.signInEmployee(body.phone, body.code, request.ip),
    )
    await serve(app, calls.requestWorkerCode, ({ body }, request) =>
      signIn.requestWorkerCode(body.phone, request.ip, body.proof),
    )
    await serve(app, calls.signInWorker, ({ body }, request) =>
      signIn.signInWorker(body.phone, body.code, request.ip),
    )
    await serve(app, calls.requestRegistrationCode, ({ body }, request) =>
      signIn.requestRegistrationCode(body.phone, request.ip, body.proof),
    )
    await serve(app, calls.proveRegistrationPhone, ({ body }, request) =>
      signIn.proveRegistrationPhone(body.phone, body.code, request.ip),
    )
    await serve(app, calls.register, ({ body }, request) =>
      registration.register(body, acceptedFrom(request)),
    )
    await serve(app, calls.renewTokens, ({ body }) => sessions.refresh(body.refreshToken))
    await serve(app, calls.signOut, ({ body }) => sessions.end(body.refreshToken))
  }
}
