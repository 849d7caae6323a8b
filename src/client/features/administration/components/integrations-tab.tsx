import { ApiKeysSection } from './api-keys-section.tsx'
import { WebhooksSection } from './webhooks-section.tsx'

/** Интеграции: how a chain's own systems work with the product, by API keys and webhooks (issue 48). */
export function IntegrationsTab() {
  return (
    <div className="space-y-10">
      <ApiKeysSection />
      <WebhooksSection />
    </div>
  )
}
