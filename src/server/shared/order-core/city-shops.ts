import { sql, type SQL, type SQLWrapper } from 'drizzle-orm'
import { shops } from '../../db/schema/index.ts'

/**
 * `shopId` names one of the city's shops: the shops taken once from their city's index and the rows then looked up
 * shop by shop. Joined with the shops instead, PostgreSQL hashed the city's shops and read every shop's totals
 * (10 M orders: 88 000 rows for a city's 1 800).
 */
export function inCityShops(shopId: SQLWrapper, cityId: SQLWrapper | number): SQL {
  return sql`${shopId} = any(array(select ${shops.id} from ${shops} where ${shops.cityId} = ${cityId}))`
}
