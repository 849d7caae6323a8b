import { createFileRoute } from '@tanstack/react-router'
import { routeMeta } from '../app/route-meta.ts'
import { ShopCodePage } from '../features/check-in/components/shop-code-page.tsx'

/** Public: the shop's device holds the screen's token, not a session (decision 066). */
export const Route = createFileRoute('/shop-code/$shopId')({
  staticData: { meta: routeMeta.shopCode },
  component: ShopCodeRoute,
})

/** Only a positive whole number can be a shop's id; anything else is «not found» without asking. */
function ShopCodeRoute() {
  const { shopId } = Route.useParams()
  return <ShopCodePage shopId={/^[1-9]\d{0,9}$/.test(shopId) ? Number(shopId) : null} />
}
