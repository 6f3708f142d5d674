import { activity, type AssetProfile } from '../profile'

/** Payment coins: two proof-of-work coins with halvings, and Stellar. */
export const payments: AssetProfile[] = [
  {
    symbol: 'LTC',
    name: 'Litecoin',
    coingecko: 'litecoin',
    assetType: 'coin',
    category: 'currency',
    assetTags: ['layer-1'],
    semanticTags: ['proof of work', 'payments'],
    chains: [{ blockchain: 'litecoin', decimals: 8 }],
    genesis: '2011-10-07',
    price: {
      kind: 'anchors',
      beta: 1.1,
      vol: 1.3,
      points:
        '2013-04-28=4.3 2013-11-28=44 2015-01-14=1.2 2016-06-01=4 2017-12-19=360 2018-12-15=24 ' +
        '2019-06-22=140 2020-03-13=30 2021-05-10=410 2022-06-18=42 2023-07-01=108 ' +
        '2023-10-01=65 2024-03-14=100 2024-08-05=55 2024-12-05=140 2025-04-07=65 2025-10-06=120',
    },
    supply: { kind: 'halving', schedule: 'LTC' },
    activity: activity(300e3, 0.7, 0.02, {
      span: 3,
      mid: 3,
      width: 1.2,
      newRatio: 0.4,
      feeUsd: 0.02,
    }),
    exchangeShare: 0.15,
  },
  {
    symbol: 'BCH',
    name: 'Bitcoin Cash',
    coingecko: 'bitcoin-cash',
    assetType: 'coin',
    category: 'currency',
    assetTags: ['layer-1'],
    semanticTags: ['proof of work', 'bitcoin fork'],
    chains: [{ blockchain: 'bitcoin-cash', decimals: 8 }],
    genesis: '2017-08-01',
    price: {
      kind: 'anchors',
      beta: 1.2,
      vol: 1.4,
      points:
        '2017-08-01=555 2017-12-20=3650 2018-12-15=77 2019-06-26=500 2020-03-13=160 ' +
        '2021-05-11=1550 2022-06-18=95 2023-06-30=320 2024-03-29=700 2024-08-05=250 ' +
        '2025-04-07=280 2025-10-06=560',
    },
    supply: { kind: 'halving', schedule: 'BCH' },
    activity: activity(40e3, 1.5, 0.015, { span: 0.5, newRatio: 0.4, feeUsd: 0.005 }),
    exchangeShare: 0.15,
  },
  {
    symbol: 'XLM',
    name: 'Stellar',
    coingecko: 'stellar',
    assetType: 'coin',
    category: 'currency',
    assetTags: ['layer-1'],
    semanticTags: ['payments', 'tokenized assets'],
    chains: [{ blockchain: 'stellar', decimals: 7 }],
    genesis: '2014-07-31',
    price: {
      kind: 'anchors',
      beta: 1.2,
      vol: 1.4,
      points:
        '2014-08-05=0.0025 2015-06-01=0.004 2017-03-01=0.0018 2018-01-04=0.88 2018-12-15=0.1 ' +
        '2020-03-13=0.035 2021-05-16=0.73 2022-06-18=0.1 2023-07-13=0.17 2023-10-01=0.11 ' +
        '2024-03-14=0.15 2024-11-23=0.55 2025-04-07=0.23 2025-07-14=0.5 2025-10-06=0.4',
    },
    supply: {
      kind: 'points',
      points:
        '2014-07-31=1.5e9 2017-01-01=6.3e9 2018-01-01=17.8e9 2020-01-01=20e9 2022-01-01=24.6e9 ' +
        '2024-01-01=28.5e9 2025-01-01=30.7e9 2026-11-01=32.5e9',
      max: 50e9,
    },
    activity: activity(40e3, 60, 0.01, { span: 2, mid: 3, width: 1.2, feeUsd: 0.00002 }),
    exchangeShare: 0.12,
  },
]
