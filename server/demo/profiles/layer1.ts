import { activity, type AssetProfile } from '../profile'

/** Other smart-contract layer-1 coins (each on its own chain, so fees are paid in them). */
export const layer1: AssetProfile[] = [
  {
    symbol: 'ADA',
    name: 'Cardano',
    coingecko: 'cardano',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking'],
    semanticTags: ['smart contracts', 'proof of stake'],
    chains: [{ blockchain: 'cardano', decimals: 6 }],
    genesis: '2017-09-23',
    price: {
      kind: 'anchors',
      beta: 1.4,
      vol: 1.5,
      points:
        '2017-10-01=0.025 2018-01-04=1.15 2018-12-15=0.03 2020-03-13=0.023 2021-09-02=2.95 ' +
        '2022-06-18=0.45 2023-10-01=0.25 2024-03-14=0.78 2024-08-05=0.29 2024-12-03=1.2 ' +
        '2025-04-07=0.55 2025-10-06=0.85',
    },
    supply: {
      kind: 'points',
      points:
        '2017-09-23=25.9e9 2021-01-01=31.1e9 2022-01-01=33.4e9 2023-01-01=34.5e9 ' +
        '2024-01-01=35.2e9 2026-11-01=36.6e9',
      max: 45e9,
    },
    activity: activity(50e3, 1.5, 0.008, { mid: 2.5, width: 0.8, feeUsd: 0.15 }),
    exchangeShare: 0.05,
  },
  {
    symbol: 'AVAX',
    name: 'Avalanche',
    coingecko: 'avalanche-2',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking'],
    semanticTags: ['smart contracts', 'subnets'],
    chains: [{ blockchain: 'avalanche', decimals: 18 }],
    genesis: '2020-09-21',
    price: {
      kind: 'anchors',
      beta: 1.6,
      vol: 1.7,
      points:
        '2020-09-22=4.3 2020-12-31=3.3 2021-11-21=144 2022-06-18=14 2023-10-01=9 2024-03-18=60 ' +
        '2024-08-05=19 2024-12-06=54 2025-04-07=15 2025-10-06=30',
    },
    supply: {
      kind: 'points',
      points:
        '2020-09-21=80e6 2021-01-01=120e6 2022-01-01=240e6 2023-01-01=310e6 2024-01-01=370e6 ' +
        '2025-01-01=410e6 2026-11-01=430e6',
      max: 720e6,
    },
    activity: activity(60e3, 6, 0.01, { feeUsd: 0.05 }),
    exchangeShare: 0.05,
  },
  {
    symbol: 'DOT',
    name: 'Polkadot',
    coingecko: 'polkadot',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking'],
    semanticTags: ['parachains', 'proof of stake'],
    chains: [{ blockchain: 'polkadot', decimals: 10 }],
    genesis: '2020-05-26',
    price: {
      kind: 'anchors',
      beta: 1.4,
      vol: 1.5,
      points:
        '2020-08-20=2.9 2020-12-01=5 2021-05-15=48 2021-07-20=11 2021-11-04=55 2022-06-18=6.3 ' +
        '2023-10-01=3.9 2024-03-14=11.5 2024-08-05=4.1 2024-12-04=10.5 2025-04-07=3.4 ' +
        '2025-10-06=4.2',
    },
    supply: {
      kind: 'points',
      points:
        '2020-05-26=850e6 2021-01-01=900e6 2022-01-01=1.1e9 2023-01-01=1.2e9 2024-01-01=1.29e9 ' +
        '2025-01-01=1.53e9 2026-11-01=1.6e9',
    },
    activity: activity(20e3, 4, 0.005, { feeUsd: 0.03 }),
    exchangeShare: 0.06,
  },
  {
    symbol: 'NEAR',
    name: 'NEAR Protocol',
    coingecko: 'near',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking', 'ai-token'],
    semanticTags: ['smart contracts', 'sharding'],
    chains: [{ blockchain: 'near', decimals: 24 }],
    genesis: '2020-04-22',
    price: {
      kind: 'anchors',
      beta: 1.6,
      vol: 1.7,
      points:
        '2020-10-14=1.1 2021-01-15=3 2022-01-16=20 2022-06-18=2.7 2023-10-01=1.05 ' +
        '2024-03-14=8.5 2024-08-05=3.3 2024-12-06=8 2025-04-07=1.9 2025-10-06=2.9',
    },
    supply: {
      kind: 'points',
      points:
        '2020-04-22=200e6 2022-01-01=610e6 2023-01-01=850e6 2024-01-01=1.03e9 ' +
        '2025-01-01=1.21e9 2026-11-01=1.3e9',
    },
    activity: activity(1.5e6, 5, 0.005, { span: 2.5, mid: 3, feeUsd: 0.002 }),
    exchangeShare: 0.07,
  },
  {
    symbol: 'ATOM',
    name: 'Cosmos Hub',
    coingecko: 'cosmos',
    assetType: 'coin',
    category: 'layer1Token',
    assetTags: ['layer-1', 'staking'],
    semanticTags: ['interchain', 'proof of stake'],
    chains: [{ blockchain: 'cosmos', decimals: 6 }],
    genesis: '2019-03-13',
    price: {
      kind: 'anchors',
      beta: 1.4,
      vol: 1.5,
      points:
        '2019-03-14=7 2020-03-13=1.7 2021-09-20=44 2022-06-18=6 2023-10-01=7 2024-03-14=14 ' +
        '2024-08-05=4.3 2024-12-04=12 2025-04-07=3.8 2025-10-06=4.3',
    },
    supply: {
      kind: 'points',
      points:
        '2019-03-13=190e6 2021-01-01=210e6 2022-01-01=283e6 2023-01-01=310e6 2024-01-01=380e6 ' +
        '2025-01-01=390e6 2026-11-01=440e6',
    },
    activity: activity(30e3, 4, 0.004, { mid: 1.5, feeUsd: 0.01 }),
    exchangeShare: 0.08,
  },
]
