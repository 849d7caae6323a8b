/** The few errors services throw; the error handler maps each to its HTTP status. */
export class ServiceError extends Error {
  readonly statusCode: number
  readonly messages: string[] | undefined
  readonly fields: Record<string, string> | undefined

  constructor(statusCode: number, message: string, messages?: string[], fields?: Record<string, string>) {
    super(message)
    this.statusCode = statusCode
    this.messages = messages
    this.fields = fields
  }
}

/** Bad input; `fields` names the form fields at fault so a form can show each message under its field. */
export class BadInput extends ServiceError {
  constructor(message: string, fields?: Record<string, string>) {
    super(400, message, fields ? [...new Set(Object.values(fields))] : undefined, fields)
  }
}

/** Rows of a call on many refused, each with its reason; nothing of the call was done. */
export class RowsRefused extends ServiceError {
  readonly errors: { row: number; message: string }[]

  constructor(message: string, errors: { row: number; message: string }[]) {
    super(400, message)
    this.errors = errors
  }
}

export class Unauthenticated extends ServiceError {
  constructor(message: string) {
    super(401, message)
  }
}

export class Forbidden extends ServiceError {
  constructor(message: string) {
    super(403, message)
  }
}

export class NotFound extends ServiceError {
  constructor(message: string) {
    super(404, message)
  }
}

/** A clash with what is stored; `fields`, when given, names the form fields at fault as for BadInput. */
export class Conflict extends ServiceError {
  constructor(message: string, fields?: Record<string, string>) {
    super(409, message, fields ? [...new Set(Object.values(fields))] : undefined, fields)
  }
}

/** The request must carry a proof it lacks (a solved challenge): the client gets one and sends it again. */
export class ProofRequired extends ServiceError {
  constructor(message: string) {
    super(428, message)
  }
}

export class TooManyRequests extends ServiceError {
  constructor(message: string) {
    super(429, message)
  }
}

export class Unavailable extends ServiceError {
  constructor(message: string) {
    super(503, message)
  }
}
