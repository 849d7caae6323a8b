import { createFileRoute } from '@tanstack/react-router'
import { guardFor, pageData } from '../../app/guarded-route.ts'
import { ShopCodePage } from '../../features/check-in/components/shop-code-page.tsx'

export const Route = createFileRoute('/_app/shop-code/$shopId')({
  staticData: pageData('shopCode'),
  beforeLoad: guardFor('shopCode'),
  component: ShopCodeRoute,
})

/** Only a positive whole number can be a shop's id; anything else is «not found» without asking. */
function ShopCodeRoute() {
  const { shopId } = Route.useParams()
  return <ShopCodePage shopId={/^[1-9]\d{0,9}$/.test(shopId) ? Number(shopId) : null} />
}
