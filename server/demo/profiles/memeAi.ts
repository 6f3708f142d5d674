import { activity, erc20, type AssetProfile } from '../profile'

/** Meme and AI tokens on Ethereum. */
export const memeAi: AssetProfile[] = [
  {
    symbol: 'PEPE',
    name: 'Pepe',
    coingecko: 'pepe',
    assetType: 'token',
    category: 'memeToken',
    assetTags: ['meme', 'erc20'],
    semanticTags: ['community'],
    chains: erc20('0x6982508145454Ce325dDbE47a25d4ec3d2311933'),
    genesis: '2023-04-14',
    price: {
      kind: 'anchors',
      beta: 2,
      vol: 2.2,
      points:
        '2023-04-17=1e-7 2023-05-05=3.5e-6 2023-10-01=7e-7 2024-05-27=1.7e-5 2024-08-05=6.5e-6 ' +
        '2024-12-09=2.7e-5 2025-04-07=6e-6 2025-10-06=1e-5',
    },
    supply: { kind: 'points', points: '2023-04-14=420.69e12' },
    activity: activity(8e3, 1.4, 0.01, { span: 0.7, mid: 0.2, width: 0.3, newRatio: 0.35 }),
    exchangeShare: 0.3,
  },
  {
    symbol: 'SHIB',
    name: 'Shiba Inu',
    coingecko: 'shiba-inu',
    assetType: 'token',
    category: 'memeToken',
    assetTags: ['meme', 'erc20'],
    semanticTags: ['community'],
    chains: erc20('0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE'),
    genesis: '2020-08-01',
    price: {
      kind: 'anchors',
      beta: 1.8,
      vol: 2,
      points:
        '2020-08-10=1e-9 2021-01-15=1e-8 2021-05-10=3.5e-5 2021-10-28=8e-5 2022-06-18=8e-6 ' +
        '2023-10-01=7.5e-6 2024-03-05=3.9e-5 2024-08-05=1.2e-5 2024-12-08=3.2e-5 ' +
        '2025-04-07=1.1e-5 2025-10-06=1.25e-5',
    },
    // About 41% of the supply was burned in May 2021 (sent to a dead address by a large holder).
    supply: {
      kind: 'points',
      points: '2020-08-01=1000e12 2021-05-16=1000e12 2021-05-17=589.7e12 2026-11-01=589.2e12',
    },
    activity: activity(6e3, 1.3, 0.006, { mid: 0.9, width: 0.3 }),
    exchangeShare: 0.3,
  },
  {
    symbol: 'FET',
    name: 'Artificial Superintelligence Alliance',
    coingecko: 'fetch-ai',
    assetType: 'token',
    category: 'other',
    assetTags: ['ai-token', 'erc20'],
    semanticTags: ['agents', 'formerly Fetch.ai'],
    chains: erc20('0xaea46A60368A7bD060eec7DF8CBa43b7EF41Ad85'),
    genesis: '2019-02-26',
    price: {
      kind: 'anchors',
      beta: 1.8,
      vol: 1.9,
      points:
        '2019-02-28=0.1 2019-03-25=0.37 2020-03-13=0.015 2021-09-08=1 2022-06-18=0.05 ' +
        '2023-02-08=0.55 2023-10-01=0.22 2024-03-28=3.2 2024-08-05=0.8 2024-12-06=2.1 ' +
        '2025-04-07=0.45 2025-10-06=0.55',
    },
    supply: {
      kind: 'points',
      points:
        '2019-02-26=200e6 2021-01-01=650e6 2022-01-01=750e6 2023-01-01=820e6 2024-01-01=1.04e9 ' +
        '2024-07-01=2.4e9 2026-11-01=2.45e9',
    },
    activity: activity(3e3, 1.3, 0.004, { mid: 1.5 }),
    exchangeShare: 0.15,
  },
  {
    symbol: 'RNDR',
    name: 'Render',
    coingecko: 'render-token',
    assetType: 'token',
    category: 'other',
    assetTags: ['ai-token', 'depin', 'erc20'],
    semanticTags: ['gpu rendering'],
    chains: erc20('0x6De037ef9aD2725EB40118Bb1702EBb27e4Aeb24'),
    genesis: '2020-06-11',
    price: {
      kind: 'anchors',
      beta: 1.8,
      vol: 1.9,
      points:
        '2020-06-11=0.06 2020-12-31=0.09 2021-11-21=8.5 2022-12-29=0.38 2023-10-01=1.6 ' +
        '2024-03-17=13 2024-08-05=4.3 2024-12-06=10.5 2025-04-07=3.1 2025-10-06=3',
    },
    supply: {
      kind: 'points',
      points:
        '2020-06-11=140e6 2022-01-01=370e6 2024-01-01=377e6 2025-01-01=517e6 2026-11-01=520e6',
    },
    activity: activity(2e3, 1.3, 0.004, { mid: 1.5 }),
    exchangeShare: 0.15,
  },
]
