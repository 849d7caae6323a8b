/**
 * Asked before a worker signs out while checks still wait on the phone (decision 037). On its own, not among
 * the check-in messages: the worker's first screen carries it, and only it.
 */
export const waitingChecksAtSignOut =
  'Отметки о приходе или уходе ещё не отправлены в магазин. Они сохранятся на этом телефоне и отправятся, когда вы снова войдёте и появится связь.'
