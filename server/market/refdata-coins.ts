/**
 * The listed coins. Data file: one compact row per coin; links and the circulation
 * proportion are derived by `coin()` so every row stays on a few lines.
 *
 * Ledger scales (CoinSpec.scale) are chosen so a large holding stays a safe integer
 * (2^53 ≈ 9.007e15 units): stablecoins 6 (10^9 USDT = 10^15 units), majors 8 (up to ~9e7
 * coins), cheap coins lower (DOGE 4: 9e11 coins; SHIB and PEPE 0: whole coins, trillions
 * fit). A scale is never below the countPrecision of a pair that trades the coin as base,
 * so one lot is always a whole number of ledger units (checked in refdata.test.ts).
 * Figures are plausible, not live.
 */
import type { CoinRef } from './refdata-types';

interface Row {
  coin: string;
  coinId: number;
  scale: number;
  fullName: string;
  /** Handle used for the social links and the source repository. */
  slug: string;
  site: string;
  circulating: string;
  totalSupply: string;
  maxSupply: string;
  explorer: string[];
  intro: string;
  withdrawPrecision?: number;
}

/** floor(a / b) as a fraction with 4 decimals, in integers (supplies exceed 2^53 for SHIB). */
function proportion(a: string, b: string): string {
  const q = (BigInt(a) * 10000n) / BigInt(b);
  const whole = q / 10000n;
  return `${whole}.${String(q % 10000n).padStart(4, '0')}`;
}

function coin(r: Row): CoinRef {
  const lower = r.coin.toLowerCase();
  return {
    coin: r.coin,
    coinId: r.coinId,
    scale: r.scale,
    fullName: r.fullName,
    withdrawPrecision: r.withdrawPrecision ?? Math.min(r.scale, 8),
    detail: {
      shortName: r.coin,
      fullName: r.fullName,
      circulating: r.circulating,
      circulationProportion: proportion(r.circulating, r.maxSupply || r.totalSupply),
      totalSupply: r.totalSupply,
      maxSupply: r.maxSupply,
      explorer: r.explorer,
      websiteUrl: `https://${r.site}`,
      whitePaperUrl: `https://${r.site}/whitepaper.pdf`,
      sourceCode: `https://github.com/${r.slug}`,
      reddit: `https://www.reddit.com/r/${r.slug}`,
      facebook: `https://www.facebook.com/${r.slug}`,
      twitter: `https://twitter.com/${r.slug}`,
      discord: `https://discord.gg/${r.slug}`,
      projectDetailedIntroduction: r.intro,
      icon: `/static/coins/${lower}.svg`,
    },
  };
}

const ROWS: Row[] = [
  { coin: 'BTC', coinId: 1, scale: 8, fullName: 'Bitcoin', slug: 'bitcoin', site: 'bitcoin.org', circulating: '19720000', totalSupply: '19720000', maxSupply: '21000000', explorer: ['https://mempool.space', 'https://www.blockchain.com/explorer'], intro: 'Bitcoin is a peer-to-peer electronic cash system secured by proof of work, with a fixed supply of 21 million coins.' },
  { coin: 'ETH', coinId: 2, scale: 8, fullName: 'Ethereum', slug: 'ethereum', site: 'ethereum.org', circulating: '120200000', totalSupply: '120200000', maxSupply: '', explorer: ['https://etherscan.io', 'https://ethplorer.io'], intro: 'Ethereum is a programmable blockchain running smart contracts, secured by proof of stake since 2022.' },
  { coin: 'USDT', coinId: 3, scale: 6, fullName: 'Tether USD', slug: 'tether', site: 'tether.to', circulating: '112000000000', totalSupply: '114000000000', maxSupply: '', explorer: ['https://etherscan.io/token/0xdac17f958d2ee523a2206206994597c13d831ec7', 'https://tronscan.org'], intro: 'Tether USD is a stablecoin backed by reserves and redeemable one to one for US dollars.', withdrawPrecision: 2 },
  { coin: 'USDC', coinId: 4, scale: 6, fullName: 'USD Coin', slug: 'circle', site: 'www.circle.com', circulating: '34000000000', totalSupply: '34000000000', maxSupply: '', explorer: ['https://etherscan.io/token/0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48'], intro: 'USD Coin is a fully reserved dollar stablecoin issued by regulated financial institutions.', withdrawPrecision: 2 },
  { coin: 'BMX', coinId: 5, scale: 6, fullName: 'BMX Token', slug: 'bmxtoken', site: 'bmx.exchange', circulating: '322000000', totalSupply: '1000000000', maxSupply: '1000000000', explorer: ['https://etherscan.io/token/0x5b3e2a9c1f0d4e6a8b7c9d0e1f2a3b4c5d6e7f80'], intro: 'BMX is the platform token of the exchange: holders get trading fee discounts and access to launch events.', withdrawPrecision: 4 },
  { coin: 'BNB', coinId: 6, scale: 8, fullName: 'BNB', slug: 'bnbchain', site: 'www.bnbchain.org', circulating: '146000000', totalSupply: '146000000', maxSupply: '200000000', explorer: ['https://bscscan.com'], intro: 'BNB powers the BNB Chain ecosystem as its gas and governance token, with periodic burns.' },
  { coin: 'SOL', coinId: 7, scale: 8, fullName: 'Solana', slug: 'solana', site: 'solana.com', circulating: '465000000', totalSupply: '583000000', maxSupply: '', explorer: ['https://solscan.io', 'https://explorer.solana.com'], intro: 'Solana is a high-throughput layer 1 blockchain using proof of history alongside proof of stake.' },
  { coin: 'XRP', coinId: 8, scale: 6, fullName: 'XRP', slug: 'ripple', site: 'xrpl.org', circulating: '55600000000', totalSupply: '99990000000', maxSupply: '100000000000', explorer: ['https://xrpscan.com', 'https://livenet.xrpl.org'], intro: 'XRP is the native asset of the XRP Ledger, built for fast and low-cost cross-border payments.', withdrawPrecision: 4 },
  { coin: 'ADA', coinId: 9, scale: 6, fullName: 'Cardano', slug: 'cardano', site: 'cardano.org', circulating: '35400000000', totalSupply: '37100000000', maxSupply: '45000000000', explorer: ['https://cardanoscan.io'], intro: 'Cardano is a proof-of-stake blockchain developed from peer-reviewed research.', withdrawPrecision: 4 },
  { coin: 'DOGE', coinId: 10, scale: 4, fullName: 'Dogecoin', slug: 'dogecoin', site: 'dogecoin.com', circulating: '145000000000', totalSupply: '145000000000', maxSupply: '', explorer: ['https://dogechain.info'], intro: 'Dogecoin started as a joke in 2013 and became one of the most widely held payment coins.' },
  { coin: 'TRX', coinId: 11, scale: 6, fullName: 'TRON', slug: 'tronfoundation', site: 'tron.network', circulating: '87000000000', totalSupply: '87000000000', maxSupply: '', explorer: ['https://tronscan.org'], intro: 'TRON is a smart-contract blockchain widely used to move stablecoins.', withdrawPrecision: 4 },
  { coin: 'DOT', coinId: 12, scale: 8, fullName: 'Polkadot', slug: 'polkadot', site: 'polkadot.network', circulating: '1440000000', totalSupply: '1480000000', maxSupply: '', explorer: ['https://polkadot.subscan.io'], intro: 'Polkadot connects parachains that share the security of one relay chain.' },
  { coin: 'MATIC', coinId: 13, scale: 6, fullName: 'Polygon', slug: '0xPolygon', site: 'polygon.technology', circulating: '9300000000', totalSupply: '10000000000', maxSupply: '10000000000', explorer: ['https://polygonscan.com'], intro: 'Polygon scales Ethereum with a proof-of-stake sidechain and zero-knowledge rollups.', withdrawPrecision: 4 },
  { coin: 'LTC', coinId: 14, scale: 8, fullName: 'Litecoin', slug: 'litecoin', site: 'litecoin.org', circulating: '75000000', totalSupply: '75000000', maxSupply: '84000000', explorer: ['https://litecoinspace.org'], intro: 'Litecoin is an early Bitcoin fork with faster blocks and the scrypt proof-of-work algorithm.' },
  { coin: 'LINK', coinId: 15, scale: 8, fullName: 'Chainlink', slug: 'smartcontractkit', site: 'chain.link', circulating: '608000000', totalSupply: '1000000000', maxSupply: '1000000000', explorer: ['https://etherscan.io/token/0x514910771af9ca656af840dff83e8264ecf986ca'], intro: 'Chainlink is a decentralized oracle network that brings off-chain data to smart contracts.' },
  { coin: 'AVAX', coinId: 16, scale: 8, fullName: 'Avalanche', slug: 'avalancheavax', site: 'www.avax.network', circulating: '395000000', totalSupply: '446000000', maxSupply: '720000000', explorer: ['https://snowtrace.io'], intro: 'Avalanche is a layer 1 platform of subnets with sub-second finality.' },
  { coin: 'ATOM', coinId: 17, scale: 8, fullName: 'Cosmos', slug: 'cosmos', site: 'cosmos.network', circulating: '390000000', totalSupply: '390000000', maxSupply: '', explorer: ['https://www.mintscan.io/cosmos'], intro: 'Cosmos is an ecosystem of interoperable blockchains linked by the IBC protocol.' },
  { coin: 'UNI', coinId: 18, scale: 8, fullName: 'Uniswap', slug: 'Uniswap', site: 'uniswap.org', circulating: '600000000', totalSupply: '1000000000', maxSupply: '1000000000', explorer: ['https://etherscan.io/token/0x1f9840a85d5af5bf1d1762f925bdaddc4201f984'], intro: 'UNI governs the Uniswap protocol, the largest automated market maker on Ethereum.' },
  { coin: 'XLM', coinId: 19, scale: 6, fullName: 'Stellar', slug: 'stellar', site: 'stellar.org', circulating: '29500000000', totalSupply: '50001000000', maxSupply: '50001000000', explorer: ['https://stellar.expert'], intro: 'Stellar is an open payment network for issuing and exchanging digital assets.', withdrawPrecision: 4 },
  { coin: 'ETC', coinId: 20, scale: 8, fullName: 'Ethereum Classic', slug: 'ethereumclassic', site: 'ethereumclassic.org', circulating: '148000000', totalSupply: '148000000', maxSupply: '210700000', explorer: ['https://blockscout.com/etc/mainnet'], intro: 'Ethereum Classic continues the original Ethereum chain under proof of work.' },
  { coin: 'FIL', coinId: 21, scale: 8, fullName: 'Filecoin', slug: 'filecoin', site: 'filecoin.io', circulating: '590000000', totalSupply: '1960000000', maxSupply: '2000000000', explorer: ['https://filfox.info'], intro: 'Filecoin is a decentralized storage network where miners are paid to store data.' },
  { coin: 'NEAR', coinId: 22, scale: 8, fullName: 'NEAR Protocol', slug: 'nearprotocol', site: 'near.org', circulating: '1100000000', totalSupply: '1200000000', maxSupply: '', explorer: ['https://nearblocks.io'], intro: 'NEAR is a sharded proof-of-stake layer 1 focused on usability.' },
  { coin: 'APT', coinId: 23, scale: 8, fullName: 'Aptos', slug: 'aptos', site: 'aptosfoundation.org', circulating: '460000000', totalSupply: '1100000000', maxSupply: '', explorer: ['https://explorer.aptoslabs.com'], intro: 'Aptos is a layer 1 blockchain built with the Move language and parallel execution.' },
  { coin: 'ARB', coinId: 24, scale: 6, fullName: 'Arbitrum', slug: 'arbitrum', site: 'arbitrum.io', circulating: '3300000000', totalSupply: '10000000000', maxSupply: '10000000000', explorer: ['https://arbiscan.io'], intro: 'Arbitrum is an optimistic rollup that scales Ethereum; ARB governs its DAO.', withdrawPrecision: 4 },
  { coin: 'OP', coinId: 25, scale: 8, fullName: 'Optimism', slug: 'optimism', site: 'www.optimism.io', circulating: '1200000000', totalSupply: '4290000000', maxSupply: '4290000000', explorer: ['https://optimistic.etherscan.io'], intro: 'Optimism is an optimistic rollup and the base of the OP Stack superchain.' },
  { coin: 'SHIB', coinId: 26, scale: 0, fullName: 'Shiba Inu', slug: 'shibainu', site: 'shibatoken.com', circulating: '589000000000000', totalSupply: '589500000000000', maxSupply: '', explorer: ['https://etherscan.io/token/0x95ad61b0a150d79219dcf64e1e6cc01f0b64c4ce'], intro: 'Shiba Inu is a community meme token with its own layer 2, Shibarium.', withdrawPrecision: 0 },
  { coin: 'PEPE', coinId: 27, scale: 0, fullName: 'Pepe', slug: 'pepecoineth', site: 'www.pepe.vip', circulating: '420690000000000', totalSupply: '420690000000000', maxSupply: '420690000000000', explorer: ['https://etherscan.io/token/0x6982508145454ce325ddbe47a25d4ec3d2311933'], intro: 'PEPE is a meme token on Ethereum with no team allocation and no taxes.', withdrawPrecision: 0 },
  { coin: 'TON', coinId: 28, scale: 8, fullName: 'Toncoin', slug: 'ton_blockchain', site: 'ton.org', circulating: '2500000000', totalSupply: '5100000000', maxSupply: '', explorer: ['https://tonscan.org', 'https://tonviewer.com'], intro: 'TON is a layer 1 blockchain integrated with the Telegram messenger.' },
  { coin: 'SUI', coinId: 29, scale: 8, fullName: 'Sui', slug: 'SuiNetwork', site: 'sui.io', circulating: '2600000000', totalSupply: '10000000000', maxSupply: '10000000000', explorer: ['https://suiscan.xyz'], intro: 'Sui is an object-centric layer 1 blockchain using the Move language.' },
  { coin: 'INJ', coinId: 30, scale: 8, fullName: 'Injective', slug: 'injective', site: 'injective.com', circulating: '97000000', totalSupply: '100000000', maxSupply: '100000000', explorer: ['https://explorer.injective.network'], intro: 'Injective is a layer 1 built for finance, with an on-chain order book.' },
  { coin: 'AAVE', coinId: 31, scale: 8, fullName: 'Aave', slug: 'aave', site: 'aave.com', circulating: '14900000', totalSupply: '16000000', maxSupply: '16000000', explorer: ['https://etherscan.io/token/0x7fc66500c84a76ad7e9c93437bfc5ac33e2ddae9'], intro: 'Aave is a decentralized lending protocol; AAVE stakes for its safety module and governs it.' },
  { coin: 'BCH', coinId: 32, scale: 8, fullName: 'Bitcoin Cash', slug: 'btc', site: 'bitcoincash.org', circulating: '19700000', totalSupply: '19700000', maxSupply: '21000000', explorer: ['https://blockchair.com/bitcoin-cash'], intro: 'Bitcoin Cash is a 2017 fork of Bitcoin with larger blocks for cheaper payments.' },
  { coin: 'NOVA', coinId: 33, scale: 6, fullName: 'Nova Network', slug: 'novanetwork', site: 'nova.network', circulating: '150000000', totalSupply: '1000000000', maxSupply: '1000000000', explorer: ['https://explorer.nova.network'], intro: 'Nova Network is a modular data-availability layer; its token lists here at the next launch window.', withdrawPrecision: 4 },
];

/** Every listed coin, BTC first; coinIds are unique and stable. */
export const COINS: readonly CoinRef[] = ROWS.map(coin);
