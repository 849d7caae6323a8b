import {
  acceptRulesSchema,
  documentInForceSchema,
  currentRulesSchema,
  documentVersionsSchema,
  publishConsentSchema,
  publishRulesSchema,
  withdrawConsentSchema,
} from './documents.ts'

export default {
  current: { summary: 'Действующие и объявленные правила платформы', response: currentRulesSchema },
  inForce: { summary: 'Действующие правила платформы (для регистрации)', response: documentInForceSchema },
  accept: {
    summary: 'Принять версию правил платформы',
    body: acceptRulesSchema,
    response: currentRulesSchema,
  },
  publish: {
    summary: 'Опубликовать новую версию правил (вступает в силу не раньше срока уведомления)',
    body: publishRulesSchema,
    response: documentVersionsSchema,
  },
  versions: { summary: 'История версий правил платформы', response: documentVersionsSchema },
  consent: {
    summary: 'Действующее согласие на обработку персональных данных',
    response: documentInForceSchema,
  },
  publishConsent: {
    summary: 'Опубликовать новую версию согласия на обработку персональных данных',
    body: publishConsentSchema,
    response: documentVersionsSchema,
  },
  consentVersions: { summary: 'История версий согласия', response: documentVersionsSchema },
  withdrawConsent: {
    summary: 'Отозвать согласие на обработку персональных данных и удалить профиль',
    body: withdrawConsentSchema,
  },
}
