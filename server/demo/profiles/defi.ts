import { activity, erc20, type AssetProfile } from '../profile'

/** Infrastructure and DeFi tokens on Ethereum (fees are paid in ETH: no fee series). */
export const defi: AssetProfile[] = [
  {
    symbol: 'LINK',
    name: 'Chainlink',
    coingecko: 'chainlink',
    assetType: 'token',
    category: 'other',
    assetTags: ['erc20', 'web3-infra'],
    semanticTags: ['oracle'],
    chains: erc20('0x514910771AF9Ca656af840dff83E8264EcF986CA'),
    genesis: '2017-09-19',
    price: {
      kind: 'anchors',
      beta: 1.4,
      vol: 1.5,
      points:
        '2017-09-20=0.19 2018-01-07=1.3 2018-12-15=0.2 2019-06-29=4.2 2020-03-13=1.8 ' +
        '2020-08-16=19 2021-05-10=52 2022-06-18=5.5 2023-06-15=5 2024-03-11=21 2024-08-05=8.5 ' +
        '2024-12-13=29 2025-04-07=11 2025-08-22=27 2025-10-06=22',
    },
    supply: {
      kind: 'points',
      points:
        '2017-09-19=350e6 2020-01-01=350e6 2021-01-01=400e6 2022-01-01=467e6 2023-01-01=508e6 ' +
        '2024-01-01=556e6 2025-01-01=627e6 2026-11-01=690e6',
      max: 1e9,
    },
    activity: activity(8e3, 1.3, 0.004, { mid: 2, width: 1 }),
    exchangeShare: 0.12,
  },
  {
    symbol: 'UNI',
    name: 'Uniswap',
    coingecko: 'uniswap',
    assetType: 'token',
    category: 'defiToken',
    assetTags: ['erc20', 'defi', 'staking-governance'],
    semanticTags: ['dex', 'governance'],
    chains: erc20('0x1f9840a85d5aF5bf1D1762F925BDADdC4201F984'),
    genesis: '2020-09-16',
    price: {
      kind: 'anchors',
      beta: 1.5,
      vol: 1.6,
      points:
        '2020-09-17=3.4 2020-11-04=1.9 2021-05-03=44 2022-06-18=3.5 2023-06-15=4.2 2024-03-07=15 ' +
        '2024-08-05=5.5 2024-12-16=19 2025-04-07=5 2025-10-06=8',
    },
    supply: {
      kind: 'points',
      points:
        '2020-09-16=150e6 2021-01-01=290e6 2022-01-01=460e6 2023-01-01=750e6 2026-11-01=760e6',
      max: 1e9,
    },
    activity: activity(2.5e3, 1.3, 0.003),
    exchangeShare: 0.08,
  },
  {
    symbol: 'AAVE',
    name: 'Aave',
    coingecko: 'aave',
    assetType: 'token',
    category: 'defiToken',
    assetTags: ['erc20', 'defi', 'staking-governance'],
    semanticTags: ['lending', 'governance'],
    chains: erc20('0x7Fc66500c84A76Ad7e9c93437bFc5Ac33E2DDaE9'),
    genesis: '2020-10-02',
    price: {
      kind: 'anchors',
      beta: 1.5,
      vol: 1.6,
      points:
        '2020-10-03=40 2021-05-18=640 2022-06-18=50 2023-10-01=65 2024-03-12=130 2024-08-05=90 ' +
        '2024-12-16=380 2025-04-07=125 2025-08-15=340 2025-10-06=290',
    },
    supply: {
      kind: 'points',
      points: '2020-10-02=12.5e6 2022-01-01=13.5e6 2024-01-01=14.7e6 2026-11-01=15.2e6',
      max: 16e6,
    },
    activity: activity(1.5e3, 1.6, 0.004),
    exchangeShare: 0.1,
  },
  {
    symbol: 'MKR',
    name: 'Maker',
    coingecko: 'maker',
    assetType: 'token',
    category: 'defiToken',
    assetTags: ['erc20', 'defi', 'staking-governance'],
    semanticTags: ['stablecoin issuer', 'governance'],
    chains: erc20('0x9f8F72aA9304c8B593d555F12eF6589cC3A579A2'),
    genesis: '2017-01-29',
    price: {
      kind: 'anchors',
      beta: 1.2,
      vol: 1.4,
      points:
        '2017-01-30=40 2018-01-13=1700 2018-12-15=350 2020-03-13=200 2021-05-03=6000 ' +
        '2022-06-18=700 2023-10-01=1500 2024-03-11=4000 2024-08-05=1800 2024-12-10=2400 ' +
        '2025-04-07=1150 2025-10-06=1700',
    },
    supply: {
      kind: 'points',
      points:
        '2017-01-29=0.65e6 2018-01-01=0.62e6 2021-01-01=0.9e6 2025-01-01=0.88e6 2026-11-01=0.87e6',
      max: 1.01e6,
    },
    activity: activity(400, 1.5, 0.004, { mid: 2 }),
    exchangeShare: 0.1,
  },
  {
    symbol: 'LDO',
    name: 'Lido DAO',
    coingecko: 'lido-dao',
    assetType: 'token',
    category: 'defiToken',
    assetTags: ['erc20', 'defi', 'staking-governance'],
    semanticTags: ['liquid staking', 'governance'],
    chains: erc20('0x5A98FcBEA516Cf06857215779Fd812CA3beF1B32'),
    genesis: '2021-01-05',
    price: {
      kind: 'anchors',
      beta: 1.5,
      vol: 1.7,
      points:
        '2021-01-06=1 2021-08-20=5.5 2022-06-18=0.5 2023-02-20=3.1 2023-10-01=1.6 2024-03-13=3.8 ' +
        '2024-08-05=0.85 2024-12-06=2.6 2025-04-07=0.65 2025-08-22=1.5 2025-10-06=1.2',
    },
    supply: {
      kind: 'points',
      points:
        '2021-01-05=100e6 2022-01-01=390e6 2023-01-01=840e6 2024-01-01=890e6 2026-11-01=900e6',
      max: 1e9,
    },
    activity: activity(800, 1.4, 0.003),
    exchangeShare: 0.1,
  },
]
