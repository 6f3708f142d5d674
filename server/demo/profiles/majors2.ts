import { activity, type AssetProfile } from '../profile'

/** The second half of the spec's top assets: XRP, TRX, BNB, DOGE, TON. */
export const majors2: AssetProfile[] = [
  {
    symbol: 'XRP',
    name: 'XRP',
    coingecko: 'ripple',
    assetType: 'coin',
    category: 'currency',
    assetTags: ['layer-1'],
    semanticTags: ['payments'],
    chains: [{ blockchain: 'xrp-ledger', decimals: 6 }],
    genesis: '2013-01-02',
    price: {
      kind: 'anchors',
      beta: 1.2,
      vol: 1.4,
      points:
        '2013-08-04=0.006 2014-12-01=0.025 2017-03-01=0.006 2018-01-04=3.1 2018-12-15=0.29 ' +
        '2020-03-13=0.14 2021-04-14=1.8 2022-06-18=0.3 2023-07-13=0.8 2024-06-30=0.47 ' +
        '2025-01-16=3.2 2025-04-07=1.8 2025-07-18=3.6 2025-10-06=2.9',
    },
    supply: {
      kind: 'points',
      points:
        '2013-01-02=7.8e9 2018-01-01=38.7e9 2020-01-01=43.6e9 2022-01-01=47.5e9 2024-01-01=54e9 ' +
        '2025-01-01=57.6e9 2026-11-01=60.5e9',
      max: 100e9,
    },
    activity: activity(40e3, 30, 0.02, { span: 2, mid: 3, width: 1.5, feeUsd: 0.0005 }),
    exchangeShare: 0.12,
  },
  {
    symbol: 'TRX',
    name: 'TRON',
    coingecko: 'tron',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking'],
    semanticTags: ['smart contracts', 'stablecoin rails'],
    chains: [{ blockchain: 'tron', decimals: 6 }],
    genesis: '2017-09-13',
    price: {
      kind: 'anchors',
      beta: 0.9,
      vol: 1,
      points:
        '2017-09-13=0.002 2018-01-05=0.22 2018-12-15=0.013 2020-03-13=0.01 2021-04-05=0.14 ' +
        '2022-06-18=0.055 2023-06-01=0.075 2024-12-04=0.42 2025-04-07=0.23 2025-10-06=0.34',
    },
    supply: {
      kind: 'points',
      points:
        '2017-09-13=65.7e9 2021-01-01=71.6e9 2022-01-01=101e9 2023-01-01=92e9 2024-01-01=88e9 ' +
        '2025-01-01=86.2e9 2026-11-01=94.8e9',
    },
    activity: activity(2.2e6, 3.5, 0.03, { span: 3, mid: 2.5, width: 1, feeUsd: 0.4 }),
    exchangeShare: 0.08,
  },
  {
    symbol: 'BNB',
    name: 'BNB',
    coingecko: 'binancecoin',
    assetType: 'coin',
    category: 'exchangeToken',
    assetTags: ['layer-1', 'exchange'],
    semanticTags: ['exchange token', 'smart contracts'],
    chains: [{ blockchain: 'bsc', decimals: 18 }],
    genesis: '2017-07-25',
    price: {
      kind: 'anchors',
      beta: 1,
      vol: 1.1,
      points:
        '2017-07-25=0.11 2018-01-13=23 2018-12-15=4.5 2019-06-22=38 2020-03-13=9.5 ' +
        '2021-05-10=680 2021-07-20=270 2021-11-08=650 2022-06-18=190 2023-10-01=210 ' +
        '2024-06-06=710 2024-12-04=790 2025-04-07=520 2025-10-06=1250',
    },
    supply: {
      kind: 'points',
      points:
        '2017-07-25=200e6 2019-01-01=190e6 2021-01-01=170e6 2022-01-01=166e6 2023-01-01=160e6 ' +
        '2024-01-01=153e6 2025-01-01=144e6 2026-11-01=139e6',
    },
    activity: activity(1.2e6, 4, 0.01, { span: 2.5, mid: 3.3, width: 0.8, feeUsd: 0.05 }),
    exchangeShare: 0.3,
  },
  {
    symbol: 'DOGE',
    name: 'Dogecoin',
    coingecko: 'dogecoin',
    assetType: 'coin',
    category: 'memeToken',
    assetTags: ['meme', 'layer-1'],
    semanticTags: ['proof of work', 'merge mined'],
    chains: [{ blockchain: 'dogecoin', decimals: 8 }],
    genesis: '2013-12-06',
    price: {
      kind: 'anchors',
      beta: 1.6,
      vol: 1.7,
      points:
        '2013-12-20=0.0015 2015-05-01=0.0001 2018-01-07=0.017 2018-12-15=0.0019 ' +
        '2020-03-13=0.0015 2021-01-28=0.035 2021-05-08=0.7 2022-06-18=0.05 2023-04-03=0.1 ' +
        '2023-10-01=0.06 2024-03-28=0.22 2024-12-08=0.47 2025-04-07=0.14 2025-09-13=0.3 ' +
        '2025-10-06=0.26',
    },
    supply: {
      kind: 'points',
      points:
        '2013-12-06=0 2014-06-01=70e9 2015-02-01=100e9 2016-01-01=104e9 2020-01-01=124e9 ' +
        '2024-01-01=142e9 2026-11-01=152e9',
    },
    activity: activity(90e3, 0.8, 0.015, { span: 2, mid: 1, width: 1, feeUsd: 0.05 }),
    exchangeShare: 0.2,
  },
  {
    symbol: 'TON',
    name: 'Toncoin',
    coingecko: 'the-open-network',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking'],
    semanticTags: ['smart contracts', 'messaging'],
    chains: [{ blockchain: 'ton', decimals: 9 }],
    genesis: '2019-11-15',
    price: {
      kind: 'anchors',
      beta: 1.2,
      vol: 1.3,
      points:
        '2021-08-26=0.7 2021-11-20=3.6 2022-06-18=1 2023-01-01=1.3 2023-07-01=1.5 ' +
        '2024-06-15=7.8 2024-09-07=4.7 2025-04-07=2.9 2025-10-06=2.8',
    },
    supply: {
      kind: 'points',
      points: '2019-11-15=0.9e9 2021-08-26=1e9 2022-06-01=1.2e9 2024-01-01=2.4e9 2026-11-01=2.56e9',
    },
    activity: activity(500e3, 5, 0.01, { span: 2.5, mid: 4, width: 0.8, feeUsd: 0.01 }),
    exchangeShare: 0.08,
  },
]
