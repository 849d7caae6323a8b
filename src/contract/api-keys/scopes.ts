/** What a chain's system may do with an API key (issue 48): each endpoint names the scope it takes, if any. */
export const apiScopeLabels = {
  'orders:read': 'Читать заказы',
  'orders:write': 'Создавать и менять заказы',
  'people:read': 'Читать исполнителей',
} as const
export type ApiScope = keyof typeof apiScopeLabels
export const apiScopes = Object.keys(apiScopeLabels) as [ApiScope, ...ApiScope[]]

/** The prefix that tells an API key from a session's token in `Authorization: Bearer`. */
export const apiKeyPrefix = 'smk_'

export const apiKeyMessages = {
  name: 'Название ключа — от 1 до 100 символов',
  scopes: 'Выберите хотя бы одно право',
  address: 'Адрес — IPv4 или IPv6, можно с маской сети (например, 203.0.113.0/24)',
  tooManyAddresses: 'Не больше 20 адресов',
  notFound: 'Ключ не найден',
  invalid: 'Ключ API неверен или отозван',
  scopeMissing: 'Ключ API не даёт права на этот вызов',
  addressRefused: 'Ключ API не принимается с этого адреса',
} as const
