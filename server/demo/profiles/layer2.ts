import { activity, type AssetProfile } from '../profile'

/** Layer-2 tokens (Arbitrum and Optimism pay fees in ETH; POL is Polygon's gas coin). */
export const layer2: AssetProfile[] = [
  {
    symbol: 'ARB',
    name: 'Arbitrum',
    coingecko: 'arbitrum',
    assetType: 'token',
    category: 'layer2Token',
    assetTags: ['layer-2', 'staking-governance'],
    semanticTags: ['rollup', 'governance'],
    chains: [
      {
        blockchain: 'arbitrum',
        address: '0x912CE59144191C1204E64559FE8253a0e49E6548',
        decimals: 18,
      },
    ],
    genesis: '2023-03-23',
    price: {
      kind: 'anchors',
      beta: 1.6,
      vol: 1.7,
      points:
        '2023-03-23=1.25 2023-10-01=0.8 2024-01-12=2.1 2024-08-05=0.45 2024-12-06=1.1 ' +
        '2025-04-07=0.26 2025-10-06=0.42',
    },
    supply: {
      kind: 'points',
      points: '2023-03-23=1.275e9 2024-03-16=2.65e9 2025-01-01=4.3e9 2026-11-01=5.6e9',
      max: 10e9,
    },
    activity: activity(500e3, 4, 0.006, { span: 1 }),
    exchangeShare: 0.1,
  },
  {
    symbol: 'OP',
    name: 'Optimism',
    coingecko: 'optimism',
    assetType: 'token',
    category: 'layer2Token',
    assetTags: ['layer-2', 'staking-governance'],
    semanticTags: ['rollup', 'governance'],
    chains: [
      {
        blockchain: 'optimism',
        address: '0x4200000000000000000000000000000000000042',
        decimals: 18,
      },
    ],
    genesis: '2022-05-31',
    price: {
      kind: 'anchors',
      beta: 1.6,
      vol: 1.7,
      points:
        '2022-05-31=1.5 2022-06-18=0.4 2023-02-24=3.2 2023-10-01=1.3 2024-03-06=4.7 ' +
        '2024-08-05=1.2 2024-12-06=2.6 2025-04-07=0.6 2025-10-06=0.65',
    },
    supply: {
      kind: 'points',
      points:
        '2022-05-31=0.2e9 2023-01-01=0.33e9 2024-01-01=0.96e9 2025-01-01=1.35e9 2026-11-01=1.9e9',
      max: 4.29e9,
    },
    activity: activity(150e3, 6, 0.006, { span: 1 }),
    exchangeShare: 0.08,
  },
  {
    symbol: 'POL',
    name: 'Polygon Ecosystem Token',
    coingecko: 'polygon-ecosystem-token',
    assetType: 'coin',
    category: 'layer2Token',
    assetTags: ['layer-2', 'staking', 'erc20'],
    semanticTags: ['sidechain', 'formerly MATIC'],
    chains: [
      { blockchain: 'polygon', decimals: 18 },
      {
        blockchain: 'ethereum',
        address: '0x455e53CBB86018Ac2B8092FdCd39d8444aFFC3F6',
        decimals: 18,
        onChainSupport: false,
      },
    ],
    genesis: '2019-04-28',
    price: {
      kind: 'anchors',
      beta: 1.5,
      vol: 1.6,
      points:
        '2019-04-28=0.0045 2019-05-30=0.035 2020-03-13=0.008 2021-05-18=2.4 2021-12-27=2.9 ' +
        '2022-06-18=0.35 2023-02-15=1.4 2023-10-01=0.55 2024-03-13=1.2 2024-08-05=0.32 ' +
        '2024-12-03=0.68 2025-04-07=0.17 2025-10-06=0.23',
    },
    supply: {
      kind: 'points',
      points:
        '2019-04-28=2.1e9 2021-01-01=5e9 2022-01-01=7.5e9 2023-01-01=8.7e9 2024-01-01=9.3e9 ' +
        '2025-01-01=10.3e9 2026-11-01=10.6e9',
    },
    activity: activity(900e3, 4, 0.006, { span: 2.5, mid: 2.2, feeUsd: 0.005 }),
    exchangeShare: 0.1,
  },
]
