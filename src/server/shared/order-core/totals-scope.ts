import { and, eq, isNull, type SQL, type SQLWrapper } from 'drizzle-orm'
import { orderTotalsNow } from '../../db/schema/index.ts'

/**
 * Which rows of the kept totals (decision 123) hold a shop's, a city's or every shop's orders: a shop's own rows, the
 * city's rows (no shop) or the chain's (no shop, no city), a row per key either way (decision 128). Each value is a
 * plain one or a placeholder; `name` tells the rows apart where a statement is named by its conditions.
 */
export function totalsScope(scope: { cityId?: SQLWrapper | number; shopId?: SQLWrapper | number }): {
  name: string
  condition: SQL
} {
  const { cityId, shopId } = scope
  if (shopId !== undefined)
    return cityId === undefined
      ? { name: 'shop', condition: eq(orderTotalsNow.shopId, shopId) }
      : {
          name: 'shop-in-city',
          condition: and(eq(orderTotalsNow.shopId, shopId), eq(orderTotalsNow.cityId, cityId))!,
        }
  return cityId === undefined
    ? { name: 'chain', condition: and(isNull(orderTotalsNow.shopId), isNull(orderTotalsNow.cityId))! }
    : { name: 'city', condition: and(isNull(orderTotalsNow.shopId), eq(orderTotalsNow.cityId, cityId))! }
}
