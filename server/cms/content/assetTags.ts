import type { AssetTag } from '@/core/api/assets'

/** How the app labels each asset tag (app.md section 3 lists them in this order). */
export const assetTagLabels: Readonly<Record<AssetTag, string>> = {
  top: 'Top',
  stablecoin: 'Stablecoin',
  'ai-token': 'AI Token',
  commodity: 'Commodity',
  defi: 'DeFi',
  depin: 'DePIN',
  erc20: 'ERC-20',
  exchange: 'Exchange',
  forex: 'Forex',
  gaming: 'Gaming',
  'layer-1': 'Layer 1',
  'layer-2': 'Layer 2',
  meme: 'Meme',
  nft: 'NFT',
  rwa: 'RWA',
  spl: 'SPL',
  staking: 'Staking',
  'staking-governance': 'Staking Governance',
  tokenized: 'Tokenized',
  'web3-infra': 'Web3 Infra',
  other: 'Other',
}
