import type { ExtraParameterName } from '../api/metricsQuery'

/*
 * The subset dictionaries (charts.md section 3): subset key → display label, one dictionary per
 * kind of breakdown. The spec names the kinds but not the entries; these hold every key the
 * metric catalog produces (server/demo/subsetLabels.test.ts walks it) with the names the
 * exchanges, pools, issuers and protocols use for themselves. Keys that already are display
 * names (tickers, fee tiers) map to themselves so they are known rather than guessed.
 */

export interface SubsetDictionary {
  name: string
  labels: Readonly<Record<string, string>>
}

const exchanges = {
  aggregated: 'All exchanges',
  binance: 'Binance',
  bitfinex: 'Bitfinex',
  bitget: 'Bitget',
  bitmex: 'BitMEX',
  bybit: 'Bybit',
  cme: 'CME',
  coinbase: 'Coinbase',
  deribit: 'Deribit',
  kraken: 'Kraken',
  okx: 'OKX',
}

const miners = {
  aggregated: 'All miners',
  antpool: 'AntPool',
  binance_pool: 'Binance Pool',
  f2pool: 'F2Pool',
  foundry_usa: 'Foundry USA',
  marapool: 'MARA Pool',
  viabtc: 'ViaBTC',
  others: 'Others',
}

const networks = {
  all: 'All networks',
  arbitrum: 'Arbitrum',
  avalanche: 'Avalanche',
  base: 'Base',
  bsc: 'BNB Smart Chain',
  ethereum: 'Ethereum',
  omni: 'Omni',
  polygon: 'Polygon',
  solana: 'Solana',
  ton: 'TON',
  tron: 'Tron',
}

/** Option and bull/bear index maturities. */
const maturities = {
  aggregated: 'All maturities',
  weekly: 'Weekly',
  short: 'Short term',
  mid: 'Mid term',
  long: 'Long term',
}

const expirations = {
  aggregated: 'All expirations',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
}

const periods = { '1h': '1 hour', '24h': '24 hours', '7d': '7 days' }

/** Cohorts by the time since the coins last moved (HODL waves). */
const ageBands = {
  '24h': 'Under 1 day',
  '1d_1w': '1 day – 1 week',
  '1w_1m': '1 week – 1 month',
  '1m_3m': '1–3 months',
  '3m_6m': '3–6 months',
  '6m_12m': '6–12 months',
  '1y_2y': '1–2 years',
  '2y_3y': '2–3 years',
  '3y_5y': '3–5 years',
  '5y_7y': '5–7 years',
  '7y_10y': '7–10 years',
  more_10y: 'Over 10 years',
}

/** Addresses and entities by balance, in coins of the asset. */
const balanceBands = {
  less_0001: 'Under 0.001',
  '0001_001': '0.001–0.01',
  '001_01': '0.01–0.1',
  '01_1': '0.1–1',
  '1_10': '1–10',
  '10_100': '10–100',
  '100_1k': '100–1k',
  '1k_10k': '1k–10k',
  '10k_100k': '10k–100k',
  more_100k: '100k and over',
}

const walletSizes = {
  shrimp: 'Shrimp',
  crab: 'Crab',
  octopus: 'Octopus',
  fish: 'Fish',
  dolphin: 'Dolphin',
  shark: 'Shark',
  whale: 'Whale',
  humpback: 'Humpback',
}

/** Cohort lifecycle keys (charts.md section 3). */
const lifecycleCohorts = {
  new: 'New',
  retained_more: 'Retained, balance up',
  retained_equal: 'Retained, balance unchanged',
  retained_less: 'Retained, balance down',
  resurrected: 'Resurrected',
  churned: 'Churned',
  new_and_churned: 'New and churned',
  resurrected_and_churned: 'Resurrected and churned',
}

/** Buyer and seller keys (charts.md section 3). */
const buyersAndSellers = {
  first_buyer: 'First-time buyers',
  momentum_buyer: 'Momentum buyers',
  conviction_buyer: 'Conviction buyers',
  loss_seller: 'Loss sellers',
  profit_taker: 'Profit takers',
}

const profitLossCohorts = {
  sth_profit: 'Short-term holders in profit',
  sth_loss: 'Short-term holders in loss',
  lth_profit: 'Long-term holders in profit',
  lth_loss: 'Long-term holders in loss',
}

const addressTypes = {
  p2pk: 'P2PK',
  p2pkh: 'P2PKH',
  p2sh: 'P2SH',
  p2wpkh: 'P2WPKH',
  p2wsh: 'P2WSH',
  p2tr: 'P2TR',
}

/** Transaction and fee volume by type: output types on Bitcoin, uses on Ethereum. */
const transactionTypes = {
  legacy: 'Legacy',
  segwit: 'SegWit',
  taproot: 'Taproot',
  inscriptions: 'Inscriptions',
  transfers: 'Transfers',
  tokens: 'Tokens',
  defi: 'DeFi',
  nfts: 'NFTs',
  other: 'Other',
}

const etfIssuers = {
  blackrock: 'BlackRock',
  fidelity: 'Fidelity',
  grayscale: 'Grayscale',
  ark: 'ARK 21Shares',
  bitwise: 'Bitwise',
  vaneck: 'VanEck',
  franklin: 'Franklin Templeton',
  invesco: 'Invesco Galaxy',
  valkyrie: 'Valkyrie',
  wisdomtree: 'WisdomTree',
  total: 'Total',
}

const defiProtocols = {
  aave: 'Aave',
  compound: 'Compound',
  curve: 'Curve',
  eigenlayer: 'EigenLayer',
  ethena: 'Ethena',
  lido: 'Lido',
  makerdao: 'MakerDAO',
  rocket_pool: 'Rocket Pool',
  uniswap: 'Uniswap',
  others: 'Others',
}

/** ERC-20 tokens and stablecoins go by their tickers. */
const tokens = {
  DAI: 'DAI',
  ETH: 'ETH',
  FDUSD: 'FDUSD',
  PYUSD: 'PYUSD',
  USDC: 'USDC',
  USDe: 'USDe',
  USDS: 'USDS',
  USDT: 'USDT',
  WBTC: 'WBTC',
  others: 'Others',
}

const feeTiers = { '0.01%': '0.01%', '0.05%': '0.05%', '0.3%': '0.3%', '1%': '1%' }

const moneyness = {
  deep_itm: 'Deep ITM',
  itm: 'ITM',
  atm: 'ATM',
  otm: 'OTM',
  deep_otm: 'Deep OTM',
}

/** Realized-volatility windows and implied-volatility tenors. */
const tenors = {
  '1w': '1 week',
  '2w': '2 weeks',
  '1m': '1 month',
  '3m': '3 months',
  '6m': '6 months',
  '1y': '1 year',
}

const markets = { spot: 'Spot', futures: 'Futures' }

// Keys that are parts of one thing (charts.md section 3, chart data point) rather than subsets;
// they still reach the workbench as items when such a chart is split.
const candles = { o: 'Open', h: 'High', l: 'Low', c: 'Close' }
const bollinger = { h: 'Upper band', v: 'Average', l: 'Lower band' }
const trendScore = { price: 'Price', score: 'Trend score' }
/** Point-in-time variants (docs/api.md): the value as first computed, and when. */
const pointInTime = { v: 'Value', computed_at: 'Computed at' }
const halving = {
  ratio: 'Price to halving day',
  daysTillHalving: 'Days till halving',
  price: 'Price',
}

/**
 * The breakdown dictionaries, in the order a lone key is looked up (a key read with its
 * siblings goes to the first dictionary holding all of them).
 */
export const subsetDictionaries: readonly SubsetDictionary[] = Object.entries({
  exchanges,
  miners,
  networks,
  ageBands,
  balanceBands,
  walletSizes,
  lifecycleCohorts,
  buyersAndSellers,
  profitLossCohorts,
  addressTypes,
  transactionTypes,
  etfIssuers,
  defiProtocols,
  tokens,
  feeTiers,
  moneyness,
  maturities,
  tenors,
  markets,
  candles,
  bollinger,
  trendScore,
  halving,
  pointInTime,
}).map(([name, labels]) => ({ name, labels }))

/** The dictionary of each request parameter of the metrics API. */
export const parameterDictionaries: Record<ExtraParameterName, Readonly<Record<string, string>>> = {
  e: exchanges,
  from_exchange: exchanges,
  to_exchange: exchanges,
  miner: miners,
  network: networks,
  maturity: maturities,
  period: periods,
  contract_expiration: expirations,
}
