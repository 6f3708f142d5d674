import { allSymbols } from './assetLists'

/*
 * Which assets the market-side families cover, as in the public API: derivatives for the
 * majors, options and ETFs for Bitcoin and Ether, DeFi for Ethereum and its protocol tokens.
 */

/** Every priced asset has spot volume and volatility. */
export const spotSymbols = allSymbols

export const derivativeSymbols = [
  'BTC',
  'ETH',
  'SOL',
  'XRP',
  'BNB',
  'DOGE',
  'ADA',
  'AVAX',
  'LINK',
  'LTC',
]
/** Futures basis is quoted for the coins with a dated-futures curve. */
export const basisSymbols = ['BTC', 'ETH']
export const optionSymbols = ['BTC', 'ETH']
export const usEtfSymbols = ['BTC', 'ETH']
export const purposeEtfSymbols = ['BTC']

/** Exchange flows: the coins and tokens whose exchange wallets are labelled. */
export const exchangeFlowSymbols = [
  'BTC',
  'ETH',
  'SOL',
  'USDT',
  'USDC',
  'XRP',
  'BNB',
  'DOGE',
  'LTC',
  'LINK',
  'UNI',
  'AAVE',
]

/** Ethereum (the whole network) and the tokens of its largest protocols. */
export const defiSymbols = ['ETH', 'AAVE', 'UNI', 'MKR', 'LDO']
export const lendingSymbols = ['ETH', 'AAVE']
export const dexSymbols = ['ETH', 'UNI']
export const ethereumOnly = ['ETH']
export const stablecoinSymbols = ['USDT', 'USDC']
