import { activity, type AssetProfile } from '../profile'

/** The spec's top assets (app.md section 9), first half, in its order. Prices in USD. */
export const majors: AssetProfile[] = [
  {
    symbol: 'BTC',
    name: 'Bitcoin',
    coingecko: 'bitcoin',
    assetType: 'coin',
    category: 'currency',
    assetTags: ['layer-1'],
    semanticTags: ['store of value', 'proof of work'],
    chains: [{ blockchain: 'bitcoin', decimals: 8 }],
    genesis: '2009-01-03',
    price: { kind: 'btc', start: '2010-07-17' },
    supply: { kind: 'halving', schedule: 'BTC' },
    activity: activity(850e3, 0.55, 0.02, {
      span: 3.8,
      mid: 3,
      width: 1.2,
      newRatio: 0.45,
      feeUsd: 1.6,
    }),
    exchangeShare: 0.12,
  },
  {
    symbol: 'ETH',
    name: 'Ethereum',
    coingecko: 'ethereum',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking'],
    semanticTags: ['smart contracts', 'proof of stake'],
    chains: [{ blockchain: 'ethereum', decimals: 18 }],
    genesis: '2015-07-30',
    price: {
      kind: 'anchors',
      beta: 1.15,
      vol: 1.2,
      points:
        '2015-08-07=2.8 2015-10-20=0.45 2016-06-15=20 2016-12-15=7.5 2018-01-13=1400 2018-12-15=85 ' +
        '2019-06-26=335 2020-03-13=110 2021-05-12=4100 2021-07-20=1800 2021-11-09=4800 ' +
        '2022-06-18=900 2023-01-01=1200 2024-03-12=4000 2024-09-06=2200 2025-04-08=1500 ' +
        '2025-08-24=4900 2025-10-06=4500',
    },
    supply: {
      kind: 'points',
      points:
        '2015-07-30=72.0e6 2016-07-30=81.5e6 2017-07-30=93.8e6 2018-07-30=101.3e6 ' +
        '2019-07-30=107e6 2020-07-30=112e6 2021-07-30=116.9e6 2022-09-15=120.3e6 ' +
        '2024-03-13=120.1e6 2026-11-01=121.2e6',
    },
    activity: activity(550e3, 2.2, 0.012, {
      span: 2.3,
      mid: 1.8,
      width: 1,
      newRatio: 0.2,
      feeUsd: 1.5,
    }),
    exchangeShare: 0.14,
  },
  {
    symbol: 'SOL',
    name: 'Solana',
    coingecko: 'solana',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking'],
    semanticTags: ['smart contracts', 'high throughput'],
    chains: [{ blockchain: 'solana', decimals: 9 }],
    genesis: '2020-03-16',
    price: {
      kind: 'anchors',
      beta: 1.5,
      vol: 1.6,
      points:
        '2020-04-10=0.95 2020-12-31=1.5 2021-09-06=190 2021-11-06=258 2022-06-18=28 2022-12-29=9.9 ' +
        '2023-10-01=22 2024-03-18=200 2024-08-05=130 2025-01-19=270 2025-04-07=105 ' +
        '2025-09-18=245 2025-10-06=230',
    },
    supply: {
      kind: 'points',
      points:
        '2020-03-16=8e6 2021-01-01=260e6 2022-01-01=310e6 2023-01-01=365e6 2024-01-01=435e6 ' +
        '2025-01-01=480e6 2026-01-01=550e6 2026-11-01=565e6',
    },
    activity: activity(3.5e6, 15, 0.01, { span: 2, mid: 1.2, feeUsd: 0.004 }),
    exchangeShare: 0.05,
  },
  {
    symbol: 'USDT',
    name: 'Tether',
    coingecko: 'tether',
    assetType: 'token',
    category: 'stablecoin',
    assetTags: ['stablecoin', 'erc20'],
    semanticTags: ['fiat-backed', 'usd'],
    chains: [
      {
        blockchain: 'ethereum',
        address: '0xdAC17F958D2ee523a2206206994597C13D831ec7',
        decimals: 6,
      },
      {
        blockchain: 'tron',
        address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
        decimals: 6,
        onChainSupport: false,
      },
    ],
    genesis: '2014-10-06',
    price: { kind: 'stable', start: '2015-02-25' },
    supply: {
      kind: 'points',
      points:
        '2014-10-06=0.25e6 2017-01-01=10e6 2018-01-01=1.37e9 2019-01-01=1.9e9 2020-01-01=4.1e9 ' +
        '2021-01-01=21e9 2022-01-01=78e9 2022-05-01=83e9 2023-01-01=66e9 2024-01-01=92e9 ' +
        '2025-01-01=137e9 2026-01-01=187e9 2026-11-01=200e9',
    },
    activity: activity(700e3, 2, 0.15, { span: 3, mid: 4, width: 1 }),
    exchangeShare: 0.25,
  },
  {
    symbol: 'USDC',
    name: 'USD Coin',
    coingecko: 'usd-coin',
    assetType: 'token',
    category: 'stablecoin',
    assetTags: ['stablecoin', 'erc20'],
    semanticTags: ['fiat-backed', 'usd'],
    chains: [
      {
        blockchain: 'ethereum',
        address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
        decimals: 6,
      },
      {
        blockchain: 'solana',
        address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
        decimals: 6,
        onChainSupport: false,
      },
    ],
    genesis: '2018-09-26',
    price: { kind: 'stable', start: '2018-10-08' },
    supply: {
      kind: 'points',
      points:
        '2018-09-26=10e6 2019-01-01=0.25e9 2020-01-01=0.52e9 2021-01-01=4e9 2022-01-01=42e9 ' +
        '2022-06-01=55e9 2023-01-01=44e9 2024-01-01=24e9 2025-01-01=44e9 2026-01-01=75e9 ' +
        '2026-11-01=78e9',
    },
    activity: activity(250e3, 2.5, 0.12, { span: 2.5, mid: 2.5 }),
    exchangeShare: 0.2,
  },
]
