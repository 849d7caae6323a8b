/** The order's act data kept changing while its PDF was made: staff generate it again. */
export const actMessages = {
  changedMeanwhile: 'Данные заказа изменились, пока формировался акт: сформируйте его ещё раз',
}
