import type { SbpBank } from './payout-provider.ts'

/** The stand-in's participants of СБП: a few real banks with their СБП ids and BICs. */
export const standInBanks: SbpBank[] = [
  { bankId: '100000000111', name: 'Сбербанк', bic: '044525225' },
  { bankId: '100000000004', name: 'Т-Банк', bic: '044525974' },
  { bankId: '110000000005', name: 'Банк ВТБ', bic: '044525187' },
  { bankId: '100000000008', name: 'Альфа-Банк', bic: '044525593' },
  { bankId: '100000000001', name: 'Газпромбанк', bic: '044525823' },
  { bankId: '100000000007', name: 'Райффайзенбанк', bic: '044525700' },
]
