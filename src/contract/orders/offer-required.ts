/** The 409 a worker gets when the service's contract offer must be accepted before responding. */
export const offerRequiredMessage = 'Сначала примите договор-оферту по этой услуге'
