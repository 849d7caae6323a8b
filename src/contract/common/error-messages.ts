/** Messages every part of the product shows; no zod here, so the first screen can use them cheaply. */
export const internalErrorMessage = 'Возникла внутренняя ошибка. Попробуйте повторить действие позже.'
/** Spec section 8: the current user could not be loaded and the server said nothing more. */
export const currentUserFailureMessage = 'Не удалось получить информацию о пользователе'
export const unauthenticatedMessage = 'Требуется вход в систему'
export const forbiddenMessage = 'Недостаточно прав для этого действия'
export const notFoundMessage = 'Не найдено'
export const fileTooLargeMessage = 'Файл слишком большой: не более 10 МБ'
export const requestTimeoutMessage = 'Запрос передавался слишком долго. Проверьте связь и повторите'
/** A database statement outlasted the server's statement timeout (503): nothing was changed. */
export const statementTimeoutMessage =
  'Сервер не успел ответить: запрос занял слишком много времени. Уточните фильтры или повторите позже'
/** One upload at a time a person: a second one sent while the first is on its way is refused before it is read. */
export const uploadInProgressMessage = 'Дождитесь окончания предыдущей загрузки файла и повторите'
/** A rate limit's refusal (decision 067): when to come back, in whole minutes past a minute, else in seconds. */
export const tooManyRequestsMessage = (retryAfterSeconds: number) =>
  `Слишком много запросов. Повторите через ${
    retryAfterSeconds > 60
      ? `${Math.ceil(retryAfterSeconds / 60)} мин`
      : `${Math.max(1, retryAfterSeconds)} с`
  }`
