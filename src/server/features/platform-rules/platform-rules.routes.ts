import type { FastifyPluginAsync } from 'fastify'
import { platformRulesEndpoints as calls } from '#contract/platform-rules/endpoints.ts'
import { serve } from '../../http/serve-endpoint.ts'
import { acceptedFrom } from '../../http/accepted-from.ts'
import type { PlatformRulesService } from './platform-rules.service.ts'

export function platformRulesRoutes(deps: { rules: PlatformRulesService }): FastifyPluginAsync {
  const { rules } = deps
  return async (app) => {
    await serve(app, calls.current, ({ user }) => rules.current(user))
    await serve(app, calls.accept, ({ user, body }, request) =>
      rules.accept(user, body.version, acceptedFrom(request)),
    )
    await serve(app, calls.publish, ({ user, body }) => rules.publishRules(user.id, body))
    await serve(app, calls.versions, () => rules.versions('rules'))
    await serve(app, calls.inForce, () => rules.inForce('rules'))
    await serve(app, calls.consent, () => rules.inForce('consent'))
    await serve(app, calls.publishConsent, ({ user, body }) => rules.publishConsent(user.id, body))
    await serve(app, calls.consentVersions, () => rules.consentVersions())
    await serve(app, calls.withdrawConsent, ({ user }) => rules.withdrawConsent(user.id))
  }
}
