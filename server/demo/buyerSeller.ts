import { marketMood } from './activity'
import { addressFlows } from './addressModel'
import { coinAges } from './coinAges'
import { splitCount } from './counts'
import type { DemoModel } from './model'
import type { AssetProfile } from './profile'
import { sigmoid } from './series'

/*
 * Buyers and sellers among the day's active addresses whose balance changed (all of them but
 * the retained ones with an equal balance). Buyers are the new holders (first buyers) and the
 * addresses that added coins: after a run-up they chase it (momentum), in a drawdown they buy
 * the dip (conviction). Sellers are the addresses that reduced or emptied their balance, split by
 * the share of the day's spent coins sold above their cost (coinAges.ts: realized profit and loss).
 */

export const buyerSellerKeys = [
  'first_buyer',
  'momentum_buyer',
  'conviction_buyer',
  'loss_seller',
  'profit_taker',
] as const
export type BuyerSellerKey = (typeof buyerSellerKeys)[number]

export function buyersAndSellers(
  model: DemoModel,
  profile: AssetProfile,
  now: number,
): Record<BuyerSellerKey, Float64Array> {
  return model.memo.get(`${profile.symbol}|buyerseller|${now}`, () => {
    const { lifecycle: c } = addressFlows(model, profile, now)
    const ages = coinAges(model, profile, now)
    const trend = marketMood(model, profile, now, 30)
    const n = c.new.length
    const o = Object.fromEntries(
      buyerSellerKeys.map((key) => [key, new Float64Array(n)]),
    ) as Record<BuyerSellerKey, Float64Array>
    for (let i = 0; i < n; i++) {
      const at = (values: Float64Array) => values[i] ?? 0
      const buyers = at(c.retained_more) + at(c.resurrected)
      const momentum = sigmoid(4 * at(trend))
      const [chasing = 0, dipping = 0] = splitCount(buyers, [momentum, 1 - momentum])
      const sellers =
        at(c.retained_less) + at(c.churned) + at(c.new_and_churned) + at(c.resurrected_and_churned)
      const profit = at(ages.realizedProfit)
      const loss = at(ages.realizedLoss)
      const inProfit = profit + loss > 0 ? profit / (profit + loss) : 0.5
      const [takers = 0, losers = 0] = splitCount(sellers, [inProfit, 1 - inProfit])
      o.first_buyer[i] = at(c.new)
      o.momentum_buyer[i] = chasing
      o.conviction_buyer[i] = dipping
      o.profit_taker[i] = takers
      o.loss_seller[i] = losers
    }
    return o
  })
}
